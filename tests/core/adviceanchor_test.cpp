// SPDX-License-Identifier: GPL-3.0-or-later
// Predictions carried to a measured read: the session's own, else the
// probe's reads on the drive, so that one probe's drifting figures do not
// set the verdict.
#include "predict/advisor.h"
#include "predict/compressionmodel.h"
#include "predict/estimate.h"
#include "testalgorithm.h"

#include <gtest/gtest.h>

#include <cmath>
#include <utility>

using namespace cm;
using test::algorithm;
using test::imageReads;

namespace {

// Books as one probe leaves them: three zstd levels, which btrfs reads at
// its one speed for zstd, measured in RAM at `kernelMBps`; predictKind
// comes after the anchor is set.
KindAdvice booksProbe(const Estimate &plain, double kernelMBps)
{
    KindAdvice books;
    books.plain = plain;
    for (const auto &[codec, ratio] : {std::pair{QStringLiteral("zstd:3"), 2.46},
                                       {QStringLiteral("zstd:6"), 2.67},
                                       {QStringLiteral("zstd:14"), 2.70}}) {
        AlgorithmAdvice a = algorithm(codec, ratio, withRelativeHalfWidth(kernelMBps * 1.2, 0.02));
        a.decompressKernel = withRelativeHalfWidth(kernelMBps, 0.03);
        books.algorithms.append(a);
    }
    return books;
}

// The fastest's verdict by the model alone (&AlgorithmAdvice::model) or as
// carried to the anchor (&AlgorithmAdvice::prediction).
CompressionAdvice verdictOf(const KindAdvice &kind, Prediction AlgorithmAdvice::*prediction)
{
    return adviceOf(findAlgorithm(kind, kind.fastestCodec)->*prediction);
}

constexpr auto Model = &AlgorithmAdvice::model;
constexpr auto Anchored = &AlgorithmAdvice::prediction;

} // namespace

// A session that read one algorithm from the drive has measured what the
// model predicts: every prediction is carried to that read, the verdict
// follows it, and the model's own figure stays for its error.
TEST(Advisor, TheSessionsOwnReadAnchorsEveryPrediction)
{
    KindAdvice books;
    books.plain = withRelativeHalfWidth(500.0, 0.02);
    books.algorithms = {algorithm(QStringLiteral("zstd:3"), 2.5, withRelativeHalfWidth(2000.0, 0.01)),
                        algorithm(QStringLiteral("zstd:9"), 2.9, withRelativeHalfWidth(2000.0, 0.01)),
                        algorithm(QStringLiteral("lzo"), 2.0, withRelativeHalfWidth(3000.0, 0.01))};
    books.algorithms[0].measured = withRelativeHalfWidth(300.0, 0.02);
    predictKind(&books);
    const AlgorithmAdvice *zstd3 = findAlgorithm(books, QStringLiteral("zstd:3"));
    const AlgorithmAdvice *zstd9 = findAlgorithm(books, QStringLiteral("zstd:9"));
    ASSERT_EQ(adviceOf(zstd9->model), CompressionAdvice::Faster) << "the model alone reads it faster than plain";
    EXPECT_NEAR(zstd3->prediction.predictedMBps, 300.0, 1e-9);
    const double scale = 300.0 / zstd3->model.predictedMBps;
    EXPECT_NEAR(zstd9->prediction.predictedMBps, zstd9->model.predictedMBps * scale, 1e-9);
    EXPECT_NEAR(*zstd3->modelError(), zstd3->model.predictedMBps / 300.0 - 1.0, 1e-12);
    EXPECT_FALSE(zstd9->modelError()) << "not measured";
    EXPECT_TRUE(books.recommendation.startsWith(QStringLiteral("do not compress: zstd:9")))
        << books.recommendation.toStdString();
    EXPECT_TRUE(books.recommendation.contains(QStringLiteral("the session's own read with zstd:3, 300 MB/s")))
        << books.recommendation.toStdString();
}

// Probes whose figures of btrfs's decompression drift apart agree where the
// session measured: the levels' anchored predictions move only by what
// their ratios make of the plain read, where the model alone said
// "compress" in one probe and "if space matters" in the other.
TEST(Advisor, ProbesWhoseFiguresDriftAgreeOnAMeasuredKind)
{
    const auto probe = [](double kernelMBps) {
        KindAdvice books = booksProbe(withRelativeHalfWidth(545.0, 0.05), kernelMBps);
        books.algorithms[0].measured = withRelativeHalfWidth(436.0, 0.10); // 80 % of plain
        predictKind(&books);
        return books;
    };
    const KindAdvice slow = probe(765.0);
    const KindAdvice fast = probe(880.0);
    ASSERT_EQ(verdictOf(slow, Model), CompressionAdvice::IfSpaceMatters);
    ASSERT_EQ(verdictOf(fast, Model), CompressionAdvice::AsFast) << "the model alone: no measurable difference";
    EXPECT_EQ(verdictOf(slow, Anchored), CompressionAdvice::IfSpaceMatters);
    EXPECT_EQ(verdictOf(fast, Anchored), CompressionAdvice::IfSpaceMatters);
    EXPECT_EQ(slow.bestCodec, fast.bestCodec);
    EXPECT_NEAR(findAlgorithm(slow, slow.bestCodec)->prediction.predictedMBps,
                findAlgorithm(fast, fast.bestCodec)->prediction.predictedMBps, 0.01 * 436.0);
}

// A plain-only session has no compressed read of its own: the time zstd
// added to the probe's reads on the drive, added to the session's plain
// read, carries the predictions instead, so that two probes whose btrfs
// figures in RAM drift apart (the model alone: "do not compress" in one,
// "if space matters" in the other) agree.
TEST(Advisor, APlainOnlyKindIsCarriedToTheProbesReadsOnTheDrive)
{
    const auto probe = [](double kernelMBps) {
        KindAdvice books = booksProbe(withRelativeHalfWidth(810.0, 0.04), kernelMBps);
        books.algorithms[0].driveImage = imageReads(1000.0, 1.0 / (0.001 + 0.0002), 0.00002);
        predictKind(&books);
        return books;
    };
    const KindAdvice slow = probe(600.0);
    const KindAdvice fast = probe(1000.0);
    ASSERT_EQ(verdictOf(slow, Model), CompressionAdvice::Slower);
    ASSERT_EQ(verdictOf(fast, Model), CompressionAdvice::IfSpaceMatters);
    EXPECT_EQ(verdictOf(slow, Anchored), CompressionAdvice::IfSpaceMatters);
    EXPECT_EQ(verdictOf(fast, Anchored), CompressionAdvice::IfSpaceMatters);
    EXPECT_EQ(slow.anchor, AdviceAnchor::DriveImage);
    const Prediction &zstd3 = findAlgorithm(slow, QStringLiteral("zstd:3"))->prediction;
    const double total = 1.0 / 810.0 + 0.0002;
    EXPECT_NEAR(zstd3.predictedMBps, 1.0 / total, 1e-6);
    // Against plain, the plain read's spread moves only the added time.
    EXPECT_NEAR(std::log(zstd3.relativeHigh / zstd3.relative), std::hypot(0.0002 * 0.04, 0.00002) / total, 1e-9);
    EXPECT_NEAR(std::log(zstd3.highMBps / zstd3.predictedMBps), std::hypot(0.04 / 810.0, 0.00002) / total, 1e-9);
    EXPECT_FALSE(findAlgorithm(slow, QStringLiteral("zstd:3"))->modelError()) << "no read of the drive's files";
    EXPECT_TRUE(slow.recommendation.contains(
        QStringLiteral("this probe's reads of a btrfs image on the drive (zstd:3 at 833 MB/s, plain at 1000 MB/s): "
                       "the time zstd:3 added there, added to the plain read, puts it at 86 % of that")))
        << slow.recommendation.toStdString();
}

// What a file costs beyond its bytes is in the session's plain read and
// stays there: system files read plain at 290 MB/s by the copier, where
// the image's bare reads ran at 900 and, with zstd, 630 MB/s. Scaled by
// the image's share the prediction would be 70 % of plain; the session
// that read them compressed read 89 %.
TEST(Advisor, AFilesCostBeyondItsBytesIsNotScaledByTheImage)
{
    KindAdvice system = booksProbe(withRelativeHalfWidth(290.0, 0.03), 900.0);
    system.algorithms[0].driveImage = imageReads(900.0, 630.0, 0.00002);
    predictKind(&system);
    const double added = 1.0 / 630.0 - 1.0 / 900.0;
    EXPECT_NEAR(findAlgorithm(system, QStringLiteral("zstd:3"))->prediction.relative,
                (1.0 / 290.0) / (1.0 / 290.0 + added), 1e-9);
    EXPECT_GT(findAlgorithm(system, QStringLiteral("zstd:3"))->prediction.relative, 0.85);
}

// The session's own read of the drive's files wins over the probe's image.
TEST(Advisor, TheSessionsReadComesBeforeTheProbesImage)
{
    KindAdvice books;
    books.plain = withRelativeHalfWidth(500.0, 0.02);
    books.algorithms = {algorithm(QStringLiteral("zstd:3"), 2.5, withRelativeHalfWidth(2000.0, 0.01))};
    books.algorithms[0].driveImage = imageReads(1000.0, 900.0, 0.00002);
    books.algorithms[0].measured = withRelativeHalfWidth(300.0, 0.02);
    predictKind(&books);
    EXPECT_EQ(books.anchor, AdviceAnchor::SessionRead);
    EXPECT_NEAR(books.algorithms[0].prediction.predictedMBps, 300.0, 1e-9);
}
