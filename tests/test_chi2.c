/*
 * test_chi2.c - Pearson's statistic and its p-value against figures known
 * in closed form or computed to 40 digits elsewhere.
 *
 * Independent reference: for whole or half-whole a the upper incomplete
 * gamma function has a finite closed form (Abramowitz & Stegun 6.5.13 and
 * 26.4.4-5, by integrating by parts down to a = 1 or a = 1/2):
 *   Q(n, x)       = e^-x  sum_{k=0}^{n-1} x^k / k!
 *   Q(n + 1/2, x) = erfc(sqrt x) + e^-x sum_{k=0}^{n-1} x^(k+1/2) / Gamma(k + 3/2)
 * so every p-value of a chi-square with df degrees of freedom (a = df/2)
 * can be checked term by term without the series or continued fraction.
 */
#include <math.h>

#include "check.h"
#include "mazeviz/chi2.h"

static const double pi = 3.14159265358979323846;

/* Q(df/2, x/2) by the closed forms above (long double sums). */
static double closed_form_p(double chi2, unsigned df)
{
    long double x = chi2 / 2, sum = 0, term;
    if (df % 2 == 0) {
        term = 1;
        for (unsigned k = 0; k < df / 2; k++) {
            sum += term;
            term *= x / (k + 1);
        }
        return (double)(expl(-x) * sum);
    }
    term = sqrtl(x) / (sqrtl(pi) / 2); /* x^(1/2) / Gamma(3/2) */
    for (unsigned k = 0; k < df / 2; k++) {
        sum += term;
        term *= x / (k + 1.5L);
    }
    return (double)(erfcl(sqrtl(x)) + expl(-x) * sum);
}

static void close_to(double got, double want, double rel, const char *what)
{
    CHECK(fabs(got - want) <= rel * fabs(want), "%s: %.17g, want %.17g", what, got, want);
}

static void known_values(void)
{
    /* df 2: Q(1, x/2) = e^(-x/2); at x = 2 exactly e^-1. */
    close_to(chi2_p_value(2, 2), exp(-1), 1e-15, "df 2, chi2 2");
    /* df 191 at its mean, as in the 3x3 lab: 0.48639145174834451805 (mpmath, 40 digits). */
    close_to(chi2_p_value(191, 191), 0.48639145174834451805, 1e-13, "df 191, chi2 191");
    close_to(chi2_p_value(191, 191), closed_form_p(191, 191), 1e-13, "df 191 closed form");
    /* df 1: the textbook 5 % point 3.841 (mpmath: 0.050013683763956705). */
    close_to(chi2_p_value(3.841, 1), 0.050013683763956705, 1e-13, "df 1, chi2 3.841");
    close_to(chi2_p_value(3.841458820694124, 1), 0.05, 1e-13, "df 1 exact 5 % point");
    /* Deep tails, both ways (mpmath): Houston's 3x2 figure and a 3x3 far tail. */
    close_to(chi2_p_value(68.6, 14), 3.4565363892136702768e-9, 1e-12, "df 14, chi2 68.6");
    close_to(chi2_p_value(300, 191), 7.7896445348442744995e-7, 1e-12, "df 191, chi2 300");
    close_to(chi2_p_value(100, 191), 0.99999999300962477803, 1e-14, "df 191, chi2 100");
    CHECK(chi2_p_value(0, 191) == 1 && chi2_p_value(5, 0) == 1, "p of 0, p with df 0");
    CHECK(chi2_p_value(1e6, 191) < 1e-300, "far tail %g", chi2_p_value(1e6, 191));
    CHECK(isnan(chi2_gamma_q(0, 1)) && isnan(chi2_gamma_q(1, -1)), "bad arguments are NaN");
}

/* Every df 1..400, statistics from far below to far above the mean. */
static void against_closed_forms(void)
{
    for (unsigned df = 1; df <= 400; df++)
        for (double f = 0.05; f < 4; f *= 1.37) {
            double x = df * f + 0.3, want = closed_form_p(x, df);
            if (want > 1e-250)
                close_to(chi2_p_value(x, df), want, 1e-10, "closed form");
        }
}

/* A case by hand: counts 3 1 0 4 (n 8, k 4, expected 2 each). */
static void by_hand(void)
{
    static const uint64_t counts[4] = {3, 1, 0, 4};
    /* (1 + 1 + 4 + 4) / 2 = 5, and (4 / 8)(9 + 1 + 0 + 16) - 8 = 5. */
    CHECK(chi2_uniform(counts, 4) == 5, "chi2 %.17g, want 5", chi2_uniform(counts, 4));
    CHECK(chi2_uniform_from_sums(8, 4, 26) == 5, "from sums");
    /* df 3: Q(3/2, 5/2) = erfc(sqrt 2.5) + e^-2.5 sqrt(2.5) / Gamma(3/2). */
    double want = erfc(sqrt(2.5)) + exp(-2.5) * sqrt(2.5) / (sqrt(pi) / 2);
    close_to(chi2_p_value(5, 3), want, 1e-14, "counts 3 1 0 4");
    /* df 4, chi2 6: Q(2, 3) = e^-3 (1 + 3) = 0.19914827347145577. */
    close_to(chi2_p_value(6, 4), 4 * exp(-3), 1e-14, "df 4, chi2 6");
    static const uint64_t even[3] = {7, 7, 7};
    CHECK(chi2_uniform(even, 3) == 0 && chi2_uniform(even, 0) == 0, "even counts");
}

/* The critical value: p just below it is >= alpha, just above it < alpha. */
static void critical(void)
{
    static const double dfs[] = {1, 2, 14, 191, 2414, 4095};
    for (size_t i = 0; i < sizeof dfs / sizeof dfs[0]; i++) {
        double c = chi2_critical(dfs[i], 0.001);
        CHECK(chi2_p_value(c * (1 - 1e-12), dfs[i]) >= 0.001 &&
              chi2_p_value(c * (1 + 1e-12), dfs[i]) < 0.001, "df %g: critical %.17g", dfs[i], c);
    }
    close_to(chi2_critical(1, 0.05), 3.841458820694124, 1e-12, "df 1, 5 %");
    /* The 0.1 % point of df 191, the 3x3 lab's threshold (mpmath findroot, 30 digits). */
    close_to(chi2_critical(191, 0.001), 257.134589056043978937, 1e-12, "df 191, 0.1 %");
    CHECK(isinf(chi2_critical(0, 0.001)) && isnan(chi2_critical(5, 0)), "df 0, alpha 0");
}

int main(void)
{
    known_values();
    against_closed_forms();
    by_hand();
    critical();
    return check_exit("test_chi2");
}
