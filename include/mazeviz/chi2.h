/*
 * chi2.h - Pearson's chi-square test against a uniform distribution, and
 * its p-value.
 *
 * With k categories and N observations, each expected N/k times, Pearson's
 * statistic is sum (c_i - N/k)^2 / (N/k) = (k/N) sum c_i^2 - N, with k - 1
 * degrees of freedom. Its p-value (the chance of a statistic at least this
 * large if the draws were uniform) is the regularized upper incomplete
 * gamma function Q(df/2, chi2/2), computed here by its power series below
 * a + 1 and by Lentz's continued fraction above (Numerical Recipes, 6.2).
 */
#ifndef MAZEVIZ_CHI2_H
#define MAZEVIZ_CHI2_H

#include <stddef.h>
#include <stdint.h>

/*
 * Q(a, x) = Gamma(a, x) / Gamma(a), for a > 0 and x >= 0, to about 1e-14
 * relative (absolute below 1e-300). Q(a, 0) = 1. Returns NaN when a <= 0,
 * x < 0 or either is NaN.
 */
double chi2_gamma_q(double a, double x);

/*
 * The p-value of statistic x with df degrees of freedom: Q(df/2, x/2).
 * df == 0 (one category: nothing can differ) gives 1.
 */
double chi2_p_value(double x, double df);

/*
 * Pearson's statistic of counts[0 .. k-1] against the uniform expectation
 * (n / k each, n the sum of the counts). 0 when n or k is 0.
 */
double chi2_uniform(const uint64_t *counts, size_t k);

/*
 * The same from the sums: n observations in k categories whose counts'
 * squares sum to sum_sq. What an incremental tally keeps.
 */
double chi2_uniform_from_sums(uint64_t n, size_t k, double sum_sq);

/*
 * The statistic at which the p-value with df degrees of freedom crosses
 * alpha (0 < alpha < 1): p >= alpha below it, p < alpha above it, found by
 * bisection to 1e-13 relative. A caller checking p < alpha after every
 * observation compares against it and evaluates the p-value only near it.
 * Returns INFINITY when df is 0 and NaN when alpha is not in (0, 1).
 */
double chi2_critical(double df, double alpha);

#endif
