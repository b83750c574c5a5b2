/*
 * chi2.c - Pearson's statistic against the uniform distribution and the
 * regularized upper incomplete gamma function for its p-value
 * (Numerical Recipes in C, 2nd ed., 6.2: gser, gcf, gammq).
 */
#include <math.h>

#include "mazeviz/chi2.h"

#define EPS 1e-16
#define TINY 1e-300
#define MAX_ITER 100000 /* the series needs about sqrt(a) terms beyond x; a <= 2048 here */

/* e^-x x^a / Gamma(a), the factor both expansions share. */
static double prefactor(double a, double x)
{
    return exp(-x + a * log(x) - lgamma(a));
}

/* P(a, x) by its power series; converges fast for x < a + 1. */
static double series_p(double a, double x)
{
    double ap = a, term = 1 / a, sum = term;
    for (int i = 0; i < MAX_ITER; i++) {
        ap += 1;
        term *= x / ap;
        sum += term;
        if (fabs(term) < fabs(sum) * EPS)
            break;
    }
    return sum * prefactor(a, x);
}

/* Q(a, x) by its continued fraction (modified Lentz); for x >= a + 1. */
static double fraction_q(double a, double x)
{
    double b = x + 1 - a, c = 1 / TINY, d = 1 / b, h = d;
    for (int i = 1; i < MAX_ITER; i++) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < TINY)
            d = TINY;
        c = b + an / c;
        if (fabs(c) < TINY)
            c = TINY;
        d = 1 / d;
        double del = d * c;
        h *= del;
        if (fabs(del - 1) < EPS)
            break;
    }
    return prefactor(a, x) * h;
}

double chi2_gamma_q(double a, double x)
{
    if (!(a > 0) || !(x >= 0))
        return NAN;
    if (x == 0)
        return 1;
    if (x < a + 1)
        return 1 - series_p(a, x);
    return fraction_q(a, x);
}

double chi2_p_value(double x, double df)
{
    if (df == 0)
        return 1;
    return chi2_gamma_q(df / 2, x / 2);
}

double chi2_uniform_from_sums(uint64_t n, size_t k, double sum_sq)
{
    if (n == 0 || k == 0)
        return 0;
    double chi2 = (double)k / (double)n * sum_sq - (double)n;
    return chi2 > 0 ? chi2 : 0;
}

double chi2_uniform(const uint64_t *counts, size_t k)
{
    uint64_t n = 0;
    double sum_sq = 0;
    for (size_t i = 0; i < k; i++) {
        n += counts[i];
        sum_sq += (double)counts[i] * (double)counts[i];
    }
    return chi2_uniform_from_sums(n, k, sum_sq);
}

double chi2_critical(double df, double alpha)
{
    if (!(alpha > 0 && alpha < 1))
        return NAN;
    if (df == 0)
        return INFINITY;
    double lo = 0, hi = df + 10 * sqrt(2 * df) + 50;
    while (chi2_p_value(hi, df) >= alpha)
        hi *= 2;
    while (hi - lo > 1e-13 * hi) {
        double mid = lo + (hi - lo) / 2;
        if (chi2_p_value(mid, df) >= alpha)
            lo = mid;
        else
            hi = mid;
    }
    return hi;
}
