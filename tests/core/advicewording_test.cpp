// SPDX-License-Identifier: GPL-3.0-or-later
// One rule words every verdict from the estimate and its range: "no
// measurable difference" only where the range holds plain and stays within
// a tenth of it, "at most a tenth slower" where it reaches further up only,
// "cannot tell" wherever it reaches more than a tenth below plain, and the
// range column and the recommended algorithm never say otherwise.
#include "predict/advisor.h"
#include "predict/compressionmodel.h"
#include "predict/estimate.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

Prediction relativeToPlain(double estimate, double low, double high, double spaceSaved = 0.4)
{
    Prediction p;
    p.ratio = 1.0 / (1.0 - spaceSaved);
    p.spaceSaved = spaceSaved;
    p.relative = estimate;
    p.relativeLow = low;
    p.relativeHigh = high;
    p.predictedMBps = 500.0 * estimate;
    p.lowMBps = 500.0 * low;
    p.highMBps = 500.0 * high;
    return p;
}

QString words(const Prediction &p)
{
    return recommendation(p, QStringLiteral("zstd:14"));
}

bool saysNoDifference(const Prediction &p)
{
    return words(p).contains(QStringLiteral("no measurable difference"));
}

} // namespace

TEST(AdviceWording, ARangeReachingAFurtherLossCannotTellWhateverTheEstimate)
{
    // Two probes of one session once read "cannot tell" at 88 % (39-196 %)
    // and "no measurable difference" at 104 % (45-239 %).
    for (const Prediction &p :
         {relativeToPlain(0.88, 0.39, 1.96), relativeToPlain(1.04, 0.45, 2.39), relativeToPlain(1.10, 0.89, 1.36)}) {
        EXPECT_EQ(adviceOf(p), CompressionAdvice::CannotTell) << p.relative;
        EXPECT_TRUE(words(p).startsWith(QStringLiteral("cannot tell: zstd:14"))) << words(p).toStdString();
        EXPECT_EQ(rangeText(p, QLocale::c()), QStringLiteral("cannot tell"));
    }
}

// 123 % and 143 % were once called "no measurable difference"; a range
// whose low end is within a tenth of plain says the loss is at most that.
TEST(AdviceWording, ARangeReachingOnlyFurtherUpIsAtMostATenthSlower)
{
    for (const Prediction &p : {relativeToPlain(1.23, 0.95, 1.60), relativeToPlain(1.43, 0.97, 2.10)}) {
        EXPECT_EQ(adviceOf(p), CompressionAdvice::AtMostATenthSlower) << p.relative;
        EXPECT_FALSE(saysNoDifference(p)) << words(p).toStdString();
        EXPECT_TRUE(words(p).startsWith(QStringLiteral("compress with zstd:14: at most a tenth slower than plain, "
                                                       "perhaps faster")))
            << words(p).toStdString();
        EXPECT_EQ(adviceName(adviceOf(p)), QStringLiteral("at-most-a-tenth-slower"));
    }
}

// Of two algorithms with the same spread, the faster never gets "cannot
// tell" or worse where the slower was worth compressing with and within
// plain's noise: zstd:6 was once recommended over zstd:13, which reads
// faster and saves more, since zstd:13's range reached past 110 %.
TEST(AdviceWording, AFasterEstimateOfTheSameSpreadKeepsARecommendationNearPlain)
{
    for (const double spread : {1.02, 1.05, 1.08, 1.12, 1.2, 1.3}) {
        bool recommendedNearPlain = false;
        for (int step = 600; step <= 1600; step += 2) {
            const double estimate = step / 1000.0;
            const Prediction p = relativeToPlain(estimate, estimate / spread, estimate * spread);
            const CompressionAdvice advice = adviceOf(p);
            if (recommendedNearPlain) {
                EXPECT_TRUE(favoursCompressing(advice)) << spread << " " << estimate;
            }
            recommendedNearPlain = recommendedNearPlain || (p.relativeHigh >= 1.0 && favoursCompressing(advice));
        }
    }
}

TEST(AdviceWording, NoMeasurableDifferenceOnlyWithinATenthOfPlain)
{
    EXPECT_EQ(adviceOf(relativeToPlain(1.0, 0.9, 1.1)), CompressionAdvice::AsFast);
    EXPECT_TRUE(saysNoDifference(relativeToPlain(1.0, 0.9, 1.1)));
    EXPECT_TRUE(saysNoDifference(relativeToPlain(0.95, 0.9, 1.0)));
    // Just past either end of the tenth: too wide to call it the same.
    EXPECT_EQ(adviceOf(relativeToPlain(1.0, 0.8999, 1.05)), CompressionAdvice::CannotTell);
    EXPECT_EQ(adviceOf(relativeToPlain(1.0, 0.95, 1.1001)), CompressionAdvice::AtMostATenthSlower);
    EXPECT_FALSE(saysNoDifference(relativeToPlain(1.0, 0.8999, 1.05)));
    EXPECT_FALSE(saysNoDifference(relativeToPlain(1.0, 0.95, 1.1001)));
    // Within the tenth, the range is a figure, not "cannot tell".
    EXPECT_EQ(rangeText(relativeToPlain(1.0, 0.9, 1.1), QLocale::c()), QStringLiteral("450–550"));
}

TEST(AdviceWording, TheRangesEndsDecideFasterAndSlower)
{
    EXPECT_EQ(adviceOf(relativeToPlain(1.2, 1.0, 1.4)), CompressionAdvice::Faster);
    EXPECT_EQ(adviceOf(relativeToPlain(1.2, 0.9999, 1.4)), CompressionAdvice::AtMostATenthSlower);
    EXPECT_EQ(adviceOf(relativeToPlain(1.2, 0.8999, 1.4)), CompressionAdvice::CannotTell);
    EXPECT_TRUE(words(relativeToPlain(1.2, 1.0, 1.4)).startsWith(QStringLiteral("compress with zstd:14: 120 %")));
    // Slower, reaching within a fifth, a quarter saved: only if space matters.
    EXPECT_EQ(adviceOf(relativeToPlain(0.8, 0.7, 0.9999, 0.25)), CompressionAdvice::IfSpaceMatters);
    EXPECT_EQ(adviceOf(relativeToPlain(0.75, 0.7, 0.8, 0.25)), CompressionAdvice::IfSpaceMatters);
    EXPECT_EQ(adviceOf(relativeToPlain(0.75, 0.7, 0.7999, 0.25)), CompressionAdvice::Slower);
    EXPECT_EQ(adviceOf(relativeToPlain(0.8, 0.7, 0.9, 0.2499)), CompressionAdvice::Slower);
    EXPECT_TRUE(words(relativeToPlain(0.7, 0.6, 0.79)).startsWith(QStringLiteral("do not compress: zstd:14")));
    Prediction same = relativeToPlain(1.0, 1.0, 1.0, 0.0);
    same.ratio = 1.0;
    EXPECT_EQ(adviceOf(same), CompressionAdvice::DoesNotShrink);
}

// Over a grid of estimates and ranges: the sentence, the range column and
// the verdict's name always say the same.
TEST(AdviceWording, TheSentenceAndTheRangeColumnNeverDisagree)
{
    for (int lowStep = 30; lowStep <= 130; lowStep += 2) {
        for (int highStep = lowStep; highStep <= 250; highStep += 3) {
            const double low = lowStep / 100.0;
            const double high = highStep / 100.0;
            const Prediction p = relativeToPlain(std::sqrt(low * high), low, high);
            // A range from 100 % up is faster: the whole of it is.
            const bool holdsPlain = low < 1.0 && high >= 1.0;
            const bool withinATenth = low >= 0.9 && high <= 1.1;
            EXPECT_EQ(saysNoDifference(p), holdsPlain && withinATenth) << low << " " << high;
            EXPECT_EQ(adviceOf(p) == CompressionAdvice::AtMostATenthSlower, holdsPlain && low >= 0.9 && high > 1.1)
                << low << " " << high;
            const bool cannotTell = words(p).startsWith(QStringLiteral("cannot tell"));
            EXPECT_EQ(cannotTell, rangeText(p, QLocale::c()) == QStringLiteral("cannot tell")) << low << " " << high;
            EXPECT_EQ(cannotTell, adviceName(adviceOf(p)) == QStringLiteral("cannot-tell"));
        }
    }
}

// The table's "(best)" and the command line's "=" follow the verdict: an
// algorithm is recommended only where its range tells it from plain.
TEST(AdviceWording, NoAlgorithmIsRecommendedWhereTheVerdictCannotTell)
{
    for (const double spread : {0.02, 0.05, 0.10, 0.20, 0.40}) {
        for (const double decompress : {300.0, 600.0, 1000.0, 2000.0, 5000.0}) {
            KindAdvice books;
            books.plain = withRelativeHalfWidth(500.0, spread);
            AlgorithmAdvice zstd;
            zstd.codec.codec = QStringLiteral("zstd:14");
            zstd.codec.ratio = 2.5;
            zstd.codec.compressedFraction = 1.0;
            zstd.codec.decompressOneCore = withRelativeHalfWidth(decompress, spread);
            books.algorithms = {zstd};
            predictKind(&books);
            const AlgorithmAdvice &only = books.algorithms.first();
            if (books.bestCodec.isEmpty())
                continue;
            EXPECT_NE(rangeText(only.prediction, QLocale::c()), QStringLiteral("cannot tell"))
                << spread << " " << decompress;
            EXPECT_FALSE(books.recommendation.startsWith(QStringLiteral("cannot tell")));
        }
    }
}

// "Do not compress" claims a loss of more than a fifth: only where the
// whole range lies past it. A range across four fifths is "if space
// matters" and says it may be slower still, whichever side its estimate
// falls: four probes of one plain-only session put books' best level at
// 79, 81, 80 and 76 % of plain, each about 7 % either way, and judged by
// the estimate alone they were advised both ways.
TEST(AdviceWording, ARangeAcrossFourFifthsIsAdvisedOneWay)
{
    for (const Prediction &p : {relativeToPlain(0.787, 0.737, 0.842), relativeToPlain(0.806, 0.756, 0.860),
                                relativeToPlain(0.797, 0.750, 0.846), relativeToPlain(0.755, 0.694, 0.820)}) {
        EXPECT_EQ(adviceOf(p), CompressionAdvice::IfSpaceMatters) << p.relative;
        EXPECT_TRUE(words(p).startsWith(QStringLiteral("compress with zstd:14 if space matters")))
            << words(p).toStdString();
        EXPECT_TRUE(words(p).contains(QStringLiteral("perhaps more than a fifth slower"))) << words(p).toStdString();
    }
    for (int lowStep = 30; lowStep <= 99; ++lowStep) {
        for (int highStep = lowStep; highStep <= 99; ++highStep) {
            const double low = lowStep / 100.0;
            const double high = highStep / 100.0;
            const QString said = words(relativeToPlain(std::sqrt(low * high), low, high));
            EXPECT_EQ(said.startsWith(QStringLiteral("do not compress")), high < 0.8) << low << " " << high;
            EXPECT_EQ(said.contains(QStringLiteral("perhaps more than a fifth slower")), low < 0.8 && high >= 0.8)
                << low << " " << high;
        }
    }
}
