// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor's arithmetic: intervals of measured figures, how they carry
// into a prediction, the cost of compressed extents, and calling ties.
#include "predict/advicerun.h"
#include "predict/advisor.h"
#include "predict/compressionmodel.h"
#include "predict/estimate.h"
#include "predict/extentreadcost.h"
#include "predict/kerneldecompression.h"
#include "stats/statistics.h"
#include "testalgorithm.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(Estimate, TheMedianWithAnIntervalThatNarrowsWithAgreement)
{
    const Estimate steady = estimateOf({100.0, 101.0, 99.0, 100.5, 99.5});
    EXPECT_DOUBLE_EQ(steady.value, 100.0);
    EXPECT_LT(steady.low, 100.0);
    EXPECT_GT(steady.high, 100.0);
    EXPECT_LT(steady.relativeHalfWidth(), 0.02);
    const Estimate noisy = estimateOf({100.0, 150.0, 70.0, 120.0, 90.0});
    EXPECT_GT(noisy.relativeHalfWidth(), 0.2);
    // A slow repetition moves the value no more than the median lets it.
    EXPECT_DOUBLE_EQ(estimateOf({100.0, 100.0, 10.0}).value, 100.0);
    EXPECT_FALSE(estimateOf({}).isKnown());
    EXPECT_FALSE(estimateOf({0.0, -1.0}).isKnown());
    const Estimate one = estimateOf({42.0});
    EXPECT_DOUBLE_EQ(one.low, one.high);
}

TEST(Estimate, IndependentFactorsAddInQuadrature)
{
    const Estimate a = withRelativeHalfWidth(100.0, 0.03);
    const Estimate b = withRelativeHalfWidth(50.0, 0.04);
    EXPECT_NEAR(combinedRelativeHalfWidth({a, b}), 0.05, 0.002);
    EXPECT_TRUE(a.overlaps(withRelativeHalfWidth(104.0, 0.02)));
    EXPECT_FALSE(a.overlaps(withRelativeHalfWidth(110.0, 0.02)));
}

TEST(CompressionModel, TheIntervalTakesEachInputAtItsEnds)
{
    PredictionInputs inputs;
    inputs.plainMBps = withRelativeHalfWidth(500.0, 0.05);
    inputs.ratio = 2.5;
    inputs.decompressMBps = withRelativeHalfWidth(1000.0, 0.10);
    const Prediction prediction = predictCompressedRead(inputs);
    EXPECT_NEAR(prediction.predictedMBps, 555.6, 0.1);
    EXPECT_LT(prediction.lowMBps, prediction.predictedMBps);
    EXPECT_GT(prediction.highMBps, prediction.predictedMBps);
    EXPECT_NEAR(prediction.relative, 555.6 / 500.0, 1e-3);
    // Against plain a faster drive leaves less room: the low end has the fast plain speed.
    EXPECT_LT(prediction.relativeLow, prediction.relative);
    EXPECT_GT(prediction.relativeHigh, prediction.relative);
}

TEST(CompressionModel, ExtentCostsSlowTheReadDown)
{
    PredictionInputs inputs;
    inputs.plainMBps = Estimate::exact(500.0);
    inputs.ratio = 2.5;
    inputs.decompressMBps = Estimate::exact(1000.0);
    inputs.extraSecondsPerMB = inputs.lowExtraSecondsPerMB = inputs.highExtraSecondsPerMB = 0.0002;
    // 1 / (1/1250 + 1/1000 + 0.0002) = 500 MB/s.
    EXPECT_NEAR(predictCompressedRead(inputs).predictedMBps, 500.0, 1e-9);
}

TEST(CompressionModel, ANarrowIntervalHolding100PercentIsAsFastAsPlainWithinNoise)
{
    PredictionInputs inputs;
    inputs.plainMBps = withRelativeHalfWidth(500.0, 0.03);
    inputs.ratio = 2.0;
    inputs.decompressMBps = withRelativeHalfWidth(1000.0, 0.03);
    const Prediction prediction = predictCompressedRead(inputs); // exactly 500
    EXPECT_LT(prediction.relativeLow, 1.0);
    EXPECT_GT(prediction.relativeHigh, 1.0);
    EXPECT_GE(prediction.relativeLow, 0.9);
    EXPECT_LE(prediction.relativeHigh, 1.1);
    EXPECT_TRUE(
        recommendation(prediction, QStringLiteral("zstd:1")).contains(QStringLiteral("no measurable difference")))
        << recommendation(prediction, QStringLiteral("zstd:1")).toStdString();
}

using test::algorithm;

TEST(Advisor, ATieGoesToTheAlgorithmThatSavesTheMostSpace)
{
    KindAdvice books;
    books.kind = QStringLiteral("books");
    books.plain = withRelativeHalfWidth(500.0, 0.05);
    books.algorithms = {algorithm(QStringLiteral("zstd:1"), 2.5, withRelativeHalfWidth(1000.0, 0.08)),
                        algorithm(QStringLiteral("zstd:9"), 2.9, withRelativeHalfWidth(950.0, 0.08)),
                        algorithm(QStringLiteral("zlib:9"), 3.0, withRelativeHalfWidth(250.0, 0.02)),
                        algorithm(QStringLiteral("lz4"), 3.5, withRelativeHalfWidth(5000.0, 0.02))};
    predictKind(&books);
    // zstd:1 predicts a little faster, but within the timings' noise of zstd:9,
    // which saves more; zlib:9 is clearly slower; lz4 is a reference only.
    EXPECT_EQ(books.bestCodec, QStringLiteral("zstd:9"));
    EXPECT_EQ(books.tiedCodecs, QStringList{QStringLiteral("zstd:1")});
    EXPECT_TRUE(books.recommendation.contains(QStringLiteral("zstd:1 read as fast")))
        << books.recommendation.toStdString();
    EXPECT_FALSE(findAlgorithm(books, QStringLiteral("zlib:9"))->tied);
    EXPECT_FALSE(findAlgorithm(books, QStringLiteral("lz4"))->tied);
}

TEST(Advisor, PreciseTimingsSeparateWhatNoisyOnesTie)
{
    KindAdvice books;
    books.plain = withRelativeHalfWidth(500.0, 0.05);
    books.algorithms = {algorithm(QStringLiteral("zstd:1"), 2.5, withRelativeHalfWidth(1000.0, 0.005)),
                        algorithm(QStringLiteral("zstd:9"), 2.9, withRelativeHalfWidth(700.0, 0.005))};
    predictKind(&books);
    EXPECT_EQ(books.bestCodec, QStringLiteral("zstd:1"));
    EXPECT_TRUE(books.tiedCodecs.isEmpty());
}

TEST(Advisor, DataThatDoesNotShrinkHasNoTie)
{
    KindAdvice photos;
    photos.plain = withRelativeHalfWidth(600.0, 0.05);
    photos.algorithms = {algorithm(QStringLiteral("zstd:1"), 1.0, {}), algorithm(QStringLiteral("lzo"), 1.0, {})};
    predictKind(&photos);
    EXPECT_TRUE(photos.tiedCodecs.isEmpty());
    EXPECT_TRUE(photos.recommendation.startsWith(QStringLiteral("do not compress: the data does not shrink")));
    EXPECT_DOUBLE_EQ(findAlgorithm(photos, QStringLiteral("lzo"))->prediction.predictedMBps, 600.0);
}

// A session says which filesystem's algorithms to advise on by how it
// compressed, and its compressed reads stand beside that algorithm's
// prediction; a plain-only one gets this system's filesystem.
TEST(Advisor, ASessionIsAdvisedOnTheFilesystemItCompressedWith)
{
    RunRecord run;
    run.seconds = 0.5;
    run.bytes = 100'000'000;
    DriveRecord drive;
    drive.results
        = {ResultRecord{QStringLiteral("books"), Variant::Plain, QStringLiteral("read"), {run, run, run}},
           ResultRecord{QStringLiteral("books"), Variant::Compressed, QStringLiteral("read"), {run, run, run}}};
    const auto requestFor = [&](CompressionMethod method, const QString &algorithm) {
        drive.compression = CompressionRecord{method, algorithm, QString()};
        AdviceRequest request;
        EXPECT_TRUE(adviceRequestFromDrive(drive, QString(), &request));
        return request;
    };
    AdviceRequest wof = requestFor(CompressionMethod::Wof, QStringLiteral("xpress8k"));
    EXPECT_EQ(wof.filesystem, CompressingFilesystem::Ntfs);
    EXPECT_EQ(wof.measuredMBps.value(QStringLiteral("books")).keys(), QStringList{QStringLiteral("xpress8k")});
    AdviceRequest ntfs = requestFor(CompressionMethod::Ntfs, QString());
    EXPECT_EQ(ntfs.filesystem, CompressingFilesystem::Ntfs);
    EXPECT_EQ(ntfs.measuredMBps.value(QStringLiteral("books")).keys(), QStringList{QStringLiteral("lznt1")});
    AdviceRequest btrfs = requestFor(CompressionMethod::LoopBtrfs, QStringLiteral("zstd"));
    EXPECT_EQ(btrfs.filesystem, CompressingFilesystem::Btrfs);
    EXPECT_EQ(btrfs.measuredMBps.value(QStringLiteral("books")).keys(), QStringList{QStringLiteral("zstd:3")});
    AdviceRequest plain = requestFor(CompressionMethod::None, QString());
#ifdef Q_OS_WIN
    EXPECT_EQ(plain.filesystem, CompressingFilesystem::Ntfs);
#else
    EXPECT_EQ(plain.filesystem, CompressingFilesystem::Btrfs);
#endif
    EXPECT_TRUE(plain.measuredMBps.isEmpty());
    EXPECT_DOUBLE_EQ(plain.plainMBps.value(QStringLiteral("books")).value, 200.0);
}

// btrfs's measured level stands for every level of its algorithm, whatever
// their userspace timings say: those only carried their noise into the
// predictions, and levels of one ratio predicted twice apart.
TEST(Advisor, KernelSpeedsStandForEveryLevelOfTheAlgorithm)
{
    KindAdvice books;
    books.plain = Estimate::exact(500.0);
    books.algorithms = {algorithm(QStringLiteral("zstd:3"), 2.0, withRelativeHalfWidth(1000.0, 0.01)),
                        algorithm(QStringLiteral("zstd:9"), 2.0, withRelativeHalfWidth(400.0, 0.30)),
                        algorithm(QStringLiteral("lzo"), 1.5, withRelativeHalfWidth(900.0, 0.01))};
    KernelReadSpeeds kernel;
    // Reads of 2 GB/s plain, 500 MB/s compressed: 1/500 - 1/4000 s per MB beyond reading, 571 MB/s.
    kernel.plainMBps = {2000.0, 2000.0, 2000.0};
    kernel.compressedMBps[QStringLiteral("zstd:3")] = {500.0, 500.0, 500.0};
    predictKind(&books, kernel);
    const AlgorithmAdvice *zstd3 = findAlgorithm(books, QStringLiteral("zstd:3"));
    const AlgorithmAdvice *zstd9 = findAlgorithm(books, QStringLiteral("zstd:9"));
    EXPECT_NEAR(zstd3->decompressKernel.value, 571.4, 0.1);
    EXPECT_DOUBLE_EQ(zstd9->decompressKernel.value, zstd3->decompressKernel.value);
    EXPECT_DOUBLE_EQ(zstd9->prediction.predictedMBps, zstd3->prediction.predictedMBps) << "the same ratio";
    EXPECT_FALSE(findAlgorithm(books, QStringLiteral("lzo"))->decompressKernel.isKnown()) << "lzo was not measured";
}

// Levels that save the same, as shown, are one choice: the lowest level is
// recommended whatever the compression timings, so that probes agree.
TEST(Advisor, AmongLevelsThatSaveAsMuchTheLowestIsRecommended)
{
    KindAdvice books;
    books.plain = withRelativeHalfWidth(300.0, 0.02);
    books.algorithms = {algorithm(QStringLiteral("zstd:12"), 2.67, withRelativeHalfWidth(900.0, 0.05)),
                        algorithm(QStringLiteral("zstd:6"), 2.67, withRelativeHalfWidth(900.0, 0.05)),
                        algorithm(QStringLiteral("zstd:9"), 2.671, withRelativeHalfWidth(900.0, 0.05))};
    books.algorithms[0].codec.compressMBps = 90.0; // the noise of a compression timing decides nothing
    books.algorithms[1].codec.compressMBps = 40.0;
    KernelReadSpeeds kernel;
    kernel.plainMBps = {2000.0, 2000.0, 2000.0};
    kernel.compressedMBps[QStringLiteral("zstd:3")] = {500.0, 500.0, 500.0};
    books.algorithms.append(algorithm(QStringLiteral("zstd:3"), 2.46, withRelativeHalfWidth(900.0, 0.05)));
    predictKind(&books, kernel);
    EXPECT_EQ(books.bestCodec, QStringLiteral("zstd:6")) << books.recommendation.toStdString();
    EXPECT_EQ(books.tiedCodecs, (QStringList{QStringLiteral("zstd:9"), QStringLiteral("zstd:12")}));
    EXPECT_FALSE(findAlgorithm(books, QStringLiteral("zstd:3"))->tied) << "a lower ratio reads measurably slower";
    EXPECT_TRUE(books.recommendation.contains(QStringLiteral("none saves more space than zstd:6")))
        << books.recommendation.toStdString();
}

// Where the fastest is of another algorithm, a level within its noise
// brings along every level of its algorithm that saves as much: which of
// equals happened to fall within the noise decides nothing.
TEST(Advisor, ALevelWithinNoiseBringsTheLevelsThatSaveAsMuch)
{
    KindAdvice system;
    system.plain = withRelativeHalfWidth(300.0, 0.02);
    system.algorithms = {algorithm(QStringLiteral("lzo"), 2.0, withRelativeHalfWidth(1500.0, 0.05)),
                         algorithm(QStringLiteral("zstd:13"), 3.0, withRelativeHalfWidth(700.0, 0.01)),
                         algorithm(QStringLiteral("zstd:14"), 3.02, withRelativeHalfWidth(900.0, 0.01)),
                         algorithm(QStringLiteral("zstd:3"), 2.5, withRelativeHalfWidth(700.0, 0.01))};
    predictKind(&system);
    const AlgorithmAdvice *zstd13 = findAlgorithm(system, QStringLiteral("zstd:13"));
    const AlgorithmAdvice *zstd14 = findAlgorithm(system, QStringLiteral("zstd:14"));
    ASSERT_EQ(std::lround(zstd13->prediction.spaceSaved * 100.0), std::lround(zstd14->prediction.spaceSaved * 100.0));
    ASSERT_TRUE(zstd14->tied) << system.recommendation.toStdString();
    EXPECT_TRUE(zstd13->tied) << "saves as much as zstd:14, which is within the noise";
    EXPECT_EQ(system.bestCodec, QStringLiteral("zstd:13")) << system.recommendation.toStdString();
    EXPECT_FALSE(findAlgorithm(system, QStringLiteral("zstd:3"))->tied) << "saves less";
}

// Algorithms a few per cent apart are not ranked, however narrow one
// probe's intervals: btrfs's speeds move more than that between probes, and
// lzo and zstd:13 came out fastest in turn. The tie goes to the saving.
TEST(Advisor, AnotherAlgorithmWithinATenthOfTheFastestIsTied)
{
    KindAdvice system;
    system.plain = withRelativeHalfWidth(300.0, 0.02);
    system.algorithms = {algorithm(QStringLiteral("lzo"), 1.83, withRelativeHalfWidth(1000.0, 0.01)),
                         algorithm(QStringLiteral("zstd:13"), 2.82, withRelativeHalfWidth(540.0, 0.01)),
                         algorithm(QStringLiteral("zlib:3"), 2.5, withRelativeHalfWidth(300.0, 0.01))};
    predictKind(&system);
    const AlgorithmAdvice *lzo = findAlgorithm(system, QStringLiteral("lzo"));
    const AlgorithmAdvice *zstd13 = findAlgorithm(system, QStringLiteral("zstd:13"));
    ASSERT_FALSE(
        Estimate({lzo->prediction.predictedMBps, lzo->prediction.lowMBps, lzo->prediction.highMBps})
            .overlaps({zstd13->prediction.predictedMBps, zstd13->prediction.lowMBps, zstd13->prediction.highMBps}))
        << "apart within this probe's noise";
    ASSERT_GT(zstd13->prediction.predictedMBps, 0.9 * lzo->prediction.predictedMBps);
    EXPECT_EQ(system.fastestCodec, QStringLiteral("lzo"));
    EXPECT_EQ(system.bestCodec, QStringLiteral("zstd:13")) << system.recommendation.toStdString();
    EXPECT_EQ(system.tiedCodecs, QStringList{QStringLiteral("lzo")});
    EXPECT_FALSE(findAlgorithm(system, QStringLiteral("zlib:3"))->tied) << "more than a tenth slower";
}

// Where the fastest's own range cannot tell but another algorithm as fast
// (within a tenth) says to compress, that one decides: which of equals
// came out fastest is the probe's noise.
TEST(Advisor, AnAlgorithmAsFastDecidesWhereTheFastestCannotTell)
{
    KindAdvice books;
    books.plain = withRelativeHalfWidth(500.0, 0.02);
    books.algorithms = {algorithm(QStringLiteral("lzo"), 1.25, withRelativeHalfWidth(2000.0, 0.5)),
                        algorithm(QStringLiteral("zstd:6"), 2.7, withRelativeHalfWidth(700.0, 0.01))};
    predictKind(&books);
    ASSERT_EQ(books.fastestCodec, QStringLiteral("lzo"));
    ASSERT_EQ(adviceOf(findAlgorithm(books, QStringLiteral("lzo"))->prediction), CompressionAdvice::CannotTell);
    EXPECT_EQ(books.bestCodec, QStringLiteral("zstd:6"));
    EXPECT_EQ(books.tiedCodecs, QStringList{QStringLiteral("lzo")});
    EXPECT_TRUE(books.recommendation.startsWith(QStringLiteral("compress with zstd:6 if space matters")))
        << books.recommendation.toStdString();
}

// "Do not compress" recommends no algorithm: nothing is marked recommended,
// and the verdict names the fastest.
TEST(Advisor, NotToCompressRecommendsNoAlgorithm)
{
    KindAdvice books;
    books.plain = withRelativeHalfWidth(2000.0, 0.01);
    books.algorithms = {algorithm(QStringLiteral("zstd:1"), 2.0, withRelativeHalfWidth(600.0, 0.01)),
                        algorithm(QStringLiteral("zlib:3"), 2.2, withRelativeHalfWidth(250.0, 0.01))};
    predictKind(&books);
    EXPECT_TRUE(books.recommendation.startsWith(QStringLiteral("do not compress: zstd:1")))
        << books.recommendation.toStdString();
    EXPECT_TRUE(books.bestCodec.isEmpty());
    EXPECT_EQ(books.fastestCodec, QStringLiteral("zstd:1"));
    for (const AlgorithmAdvice &a : std::as_const(books.algorithms))
        EXPECT_FALSE(a.tied) << a.codec.codec.toStdString();
}

// A range that holds the plain speed decides nothing: it reads "cannot
// tell", and so does the verdict where the estimate is not near plain.
TEST(CompressionModel, ARangeHoldingThePlainSpeedCannotTell)
{
    PredictionInputs inputs;
    inputs.plainMBps = withRelativeHalfWidth(500.0, 0.05);
    inputs.ratio = 2.0;
    inputs.decompressMBps = withRelativeHalfWidth(500.0, 0.9); // a timing on a busy machine
    const Prediction wide = predictCompressedRead(inputs);
    ASSERT_LT(wide.relativeLow, 1.0);
    ASSERT_GT(wide.relativeHigh, 1.0);
    EXPECT_EQ(rangeText(wide, QLocale::c()), QStringLiteral("cannot tell"));
    EXPECT_EQ(adviceOf(wide), CompressionAdvice::CannotTell);
    EXPECT_TRUE(recommendation(wide, QStringLiteral("zstd:1")).startsWith(QStringLiteral("cannot tell: zstd:1")));
    EXPECT_EQ(adviceName(CompressionAdvice::CannotTell), QStringLiteral("cannot-tell"));

    inputs.decompressMBps = withRelativeHalfWidth(500.0, 0.02);
    const Prediction narrow = predictCompressedRead(inputs);
    EXPECT_EQ(rangeText(narrow, QLocale::c()),
              QStringLiteral("%1–%2").arg(QString::number(narrow.lowMBps, 'f', 0),
                                          QString::number(narrow.highMBps, 'f', 0)));
}

namespace {

// zstd:3 storing every chunk compressed, at half its size.
CodecMeasurement zstdHalvingEveryChunk()
{
    CodecMeasurement zstd;
    zstd.codec = QStringLiteral("zstd:3");
    zstd.ratio = 2.0;
    zstd.compressedFraction = 1.0;
    return zstd;
}

} // namespace

TEST(ExtentReadCost, WhatTheDriveChargesPerCompressedExtent)
{
    const CodecMeasurement zstd = zstdHalvingEveryChunk();
    // On the drive: plain 400 MB/s; compressed 200 MB/s logical. Per logical MB
    // 1/200 - 1/800 = 3.75 ms, of which decompression at 500 MB/s is 2 ms:
    // 1.75 ms per MB, 7.63 compressed extents of 128 KiB per MB.
    KernelReadSpeeds onDrive;
    onDrive.plainMBps = {400.0, 400.0, 400.0, 400.0};
    onDrive.compressedMBps[QStringLiteral("zstd:3")] = {200.0, 200.0, 200.0, 200.0};
    const ExtentReadCost cost = extentReadCost(onDrive, Estimate::exact(500.0), zstd);
    ASSERT_TRUE(cost.measured);
    EXPECT_NEAR(cost.secondsPerExtent * 1e6, 1750.0 / (1e6 / 131072.0), 0.1);
    EXPECT_NEAR(cost.secondsPerMB(1.0), 0.00175, 1e-9);
    EXPECT_NEAR(cost.secondsPerMB(0.5), 0.000875, 1e-9);
    // Where the compressed reads are no slower than their bytes and the
    // decompression, the cost is none rather than negative.
    onDrive.compressedMBps[QStringLiteral("zstd:3")] = {350.0, 350.0, 350.0, 350.0};
    EXPECT_DOUBLE_EQ(extentReadCost(onDrive, Estimate::exact(500.0), zstd).secondsPerExtent, 0.0);
    EXPECT_FALSE(extentReadCost(onDrive, {}, zstd).measured) << "without btrfs's own decompression";
}

// A cost measured below zero is within the rounds' noise: its interval
// reaches as far above zero as the rounds spread, wherever their median
// fell, so that two probes of one drive do not claim different certainty.
TEST(ExtentReadCost, ACostMeasuredBelowZeroKeepsTheRoundsSpread)
{
    const CodecMeasurement zstd = zstdHalvingEveryChunk();
    KernelReadSpeeds onDrive;
    onDrive.plainMBps = {400.0, 400.0, 400.0, 400.0, 400.0, 400.0};
    // Compressed reads around the bytes and decompression alone (308 MB/s),
    // most of them faster: the rounds' median is below zero.
    onDrive.compressedMBps[zstd.codec] = {320.0, 315.0, 280.0, 318.0, 290.0, 325.0};
    const ExtentReadCost cost = extentReadCost(onDrive, Estimate::exact(500.0), zstd);
    ASSERT_TRUE(cost.measured);
    EXPECT_DOUBLE_EQ(cost.secondsPerExtent, 0.0);
    EXPECT_DOUBLE_EQ(cost.lowSecondsPerExtent, 0.0);
    QList<double> perExtent;
    for (const double compressed : onDrive.compressedMBps[zstd.codec])
        perExtent << (1.0 / compressed - 1.0 / 800.0 - 1.0 / 500.0) / (1e6 / 131072.0);
    EXPECT_NEAR(cost.highSecondsPerExtent, summarize(perExtent).ci95MBps, 1e-12)
        << "as wide as the rounds' interval, not cut at zero";
}

// Each round's compressed read is set against the same round's plain read.
TEST(KernelDecompression, EachRoundAgainstItsOwnPlainRead)
{
    KernelReadSpeeds speeds;
    // 1/500 - 1/(2000 * 2) and 1/400 - 1/(1000 * 2) s per MB: 571 and 500 MB/s.
    speeds.plainMBps = {2000.0, 1000.0, 2000.0};
    speeds.compressedMBps[QStringLiteral("lzo")] = {500.0, 400.0, 500.0};
    const Estimate lzo = kernelDecompressMBps(speeds, QStringLiteral("lzo"), 2.0);
    EXPECT_NEAR(lzo.value, 571.4, 0.1);
    EXPECT_LT(lzo.low, 571.0);
    EXPECT_FALSE(kernelDecompressMBps(speeds, QStringLiteral("zstd:3"), 2.0).isKnown());
    // Compressed reads no slower than their stored bytes: not told apart, unknown.
    speeds.compressedMBps[QStringLiteral("lzo")] = {5000.0, 5000.0, 500.0};
    EXPECT_FALSE(kernelDecompressMBps(speeds, QStringLiteral("lzo"), 2.0).isKnown());
}

// The time a compressed read adds to the same round's plain read: a round
// slowed for both reads alike moves nothing.
TEST(KernelDecompression, TheTimeACompressedReadAddsToTheSameRoundsPlainRead)
{
    KernelReadSpeeds speeds;
    speeds.plainMBps = {1000.0, 500.0, 1000.0};                                     // 1, 2 and 1 ms per MB
    speeds.compressedMBps[QStringLiteral("zstd:3")] = {500.0, 1000.0 / 3.0, 500.0}; // 1 ms more each
    const AddedReadTime added = addedReadTime(speeds, QStringLiteral("zstd:3"));
    ASSERT_TRUE(added.measured);
    EXPECT_NEAR(added.secondsPerMB, 0.001, 1e-12);
    EXPECT_NEAR(added.halfWidthPerMB, 0.0, 1e-12);
    EXPECT_DOUBLE_EQ(added.plainMBps.value, 1000.0);
    EXPECT_DOUBLE_EQ(added.compressedMBps.value, 500.0);
    EXPECT_FALSE(addedReadTime(speeds, QStringLiteral("lzo")).measured);
    // Compressed reads faster than plain: time saved, below zero.
    speeds.compressedMBps[QStringLiteral("zstd:3")] = {2000.0, 1000.0, 2000.0};
    EXPECT_LT(addedReadTime(speeds, QStringLiteral("zstd:3")).secondsPerMB, 0.0);
}

// Rounds of copies written apart are read as one measurement: each round
// keeps its plain and compressed read together.
TEST(KernelDecompression, RoundsOfSeveralCopiesKeepTheirPairs)
{
    KernelReadSpeeds first;
    first.plainMBps = {1000.0, 1000.0};
    first.compressedMBps[QStringLiteral("zstd:3")] = {500.0, 500.0};
    KernelReadSpeeds second;
    second.plainMBps = {500.0};
    second.compressedMBps[QStringLiteral("zstd:3")] = {1000.0 / 3.0};
    first.append(second);
    EXPECT_EQ(first.plainMBps, (QList<double>{1000.0, 1000.0, 500.0}));
    EXPECT_EQ(first.compressedMBps[QStringLiteral("zstd:3")].size(), 3);
    EXPECT_NEAR(addedReadTime(first, QStringLiteral("zstd:3")).secondsPerMB, 0.001, 1e-12) << "1 ms more in each";
}
