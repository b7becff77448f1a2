// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/compressionsetup.h"
#include "plan/compressionchoice.h"
#include "tempfolders.h"
#include "volume/volumeinfo.h"
#include "compression/loopimagemaker.h"

#include <QSet>

#include <gtest/gtest.h>

using namespace cm;
using Method = CompressionChoice::Method;

TEST(CompressionChoice, ParsesEveryMethodWithAndWithoutAlgorithm)
{
    const QList<std::pair<QString, CompressionChoice>> good = {
        {QStringLiteral("auto"), {Method::Auto, {}}},
        {QStringLiteral("none"), {Method::None, {}}},
        {QStringLiteral("btrfs"), {Method::Btrfs, {}}},
        {QStringLiteral("btrfs:lzo"), {Method::Btrfs, QStringLiteral("lzo")}},
        {QStringLiteral("NTFS"), {Method::Ntfs, {}}},
        {QStringLiteral("loop-btrfs:zlib"), {Method::LoopBtrfs, QStringLiteral("zlib")}},
        {QStringLiteral("loop-ntfs"), {Method::LoopNtfs, {}}},
        {QStringLiteral("wof"), {Method::Wof, {}}},
        {QStringLiteral("wof:lzx"), {Method::Wof, QStringLiteral("lzx")}},
        {QStringLiteral("WOF:XPRESS16K"), {Method::Wof, QStringLiteral("xpress16k")}},
    };
    for (const auto &[text, expected] : good) {
        CompressionChoice choice;
        QString error;
        ASSERT_TRUE(CompressionChoice::parse(text, &choice, &error))
            << text.toStdString() << ": " << error.toStdString();
        EXPECT_EQ(choice.method, expected.method) << text.toStdString();
        EXPECT_EQ(choice.algorithm, expected.algorithm) << text.toStdString();
    }
}

TEST(CompressionChoice, NamesRoundTrip)
{
    for (const QString &name : {QStringLiteral("auto"), QStringLiteral("btrfs:zstd"), QStringLiteral("loop-ntfs")}) {
        CompressionChoice choice;
        QString error;
        ASSERT_TRUE(CompressionChoice::parse(name, &choice, &error));
        EXPECT_EQ(choice.name(), name);
    }
}

TEST(CompressionChoice, RefusesUnknownMethodsAndForeignAlgorithms)
{
    for (const QString &text : {QStringLiteral("zfs"), QStringLiteral(""), QStringLiteral("btrfs:lz4"),
                                QStringLiteral("ntfs:zstd"), QStringLiteral("none:zstd"), QStringLiteral("wof:zstd"),
                                QStringLiteral("wof:lzx:3"), QStringLiteral("wof:lznt1")}) {
        CompressionChoice choice;
        QString error;
        EXPECT_FALSE(CompressionChoice::parse(text, &choice, &error)) << text.toStdString();
        EXPECT_FALSE(error.isEmpty());
    }
}

TEST(CompressionSetup, AutoOnAFilesystemWithoutCompressionUsesALoopImageOrSaysHowToGetOne)
{
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    CompressionSetup setup;
    ASSERT_TRUE(resolveCompression(CompressionChoice{}, probeVolume(ram.path()), Privileges::ofThisProcess(), &setup));
    QString whyNot;
    if (canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot)) {
        EXPECT_EQ(setup.kind, CompressionSetup::Kind::LoopImage);
        EXPECT_EQ(setup.method, CompressionMethod::LoopBtrfs);
        EXPECT_EQ(setup.algorithm, QStringLiteral("zstd"));
    } else {
        EXPECT_EQ(setup.kind, CompressionSetup::Kind::None);
        // Where the system has no loop images, the hint does not speak of them.
        EXPECT_EQ(setup.hint.contains(whyNot), loopImageMaker() != nullptr) << setup.hint.toStdString();
        EXPECT_FALSE(setup.hint.startsWith(QStringLiteral("plain only"))) << setup.hint.toStdString();
    }
}

TEST(CompressionSetup, NativeBtrfsOnABtrfsVolumeKeepsTheAlgorithm)
{
    VolumeInfo volume;
    volume.mountPoint = QStringLiteral("/media/data");
    volume.filesystem = QStringLiteral("btrfs");
    CompressionSetup setup;
#ifdef Q_OS_WIN
    // A volume Windows calls btrfs (WinBtrfs) still has no backend here.
    const Status refused
        = resolveCompression(CompressionChoice{Method::Btrfs, QStringLiteral("lzo")}, volume, Privileges(), &setup);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(QStringLiteral("this system has no btrfs compression")))
        << refused.message().toStdString();
#else
    ASSERT_TRUE(
        resolveCompression(CompressionChoice{Method::Btrfs, QStringLiteral("lzo")}, volume, Privileges(), &setup));
    EXPECT_EQ(setup.kind, CompressionSetup::Kind::Native);
    EXPECT_EQ(setup.method, CompressionMethod::Btrfs);
    EXPECT_EQ(setup.algorithm, QStringLiteral("lzo"));
    ASSERT_TRUE(resolveCompression(CompressionChoice{}, volume, Privileges(), &setup));
    EXPECT_EQ(setup.algorithm, QStringLiteral("zstd"));
    EXPECT_FALSE(resolveCompression(CompressionChoice{Method::Ntfs, {}}, volume, Privileges(), &setup));
#endif
}

TEST(CompressionSetup, NoneNeverCompresses)
{
    VolumeInfo volume;
    volume.filesystem = QStringLiteral("btrfs");
    CompressionSetup setup;
    ASSERT_TRUE(resolveCompression(CompressionChoice{Method::None, {}}, volume, Privileges(), &setup));
    EXPECT_FALSE(setup.hasCompressedVariant());
}

TEST(CompressionChoice, TheMethodStoringAnAlgorithmIsTheDrivesOwnWhereItStoresIt)
{
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("lznt1"), Method::Ntfs).name(), QStringLiteral("ntfs"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zstd"), Method::Btrfs).name(), QStringLiteral("btrfs:zstd"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("xpress8k"), Method::Wof).name(),
              QStringLiteral("wof:xpress8k"));
    EXPECT_EQ(methodStoring(QStringLiteral("lz4")), Method::None); // a reference no filesystem stores
#ifdef Q_OS_WIN
    // Else the drive's NTFS compression or WOF: Windows has no loop images.
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("lznt1")).name(), QStringLiteral("ntfs"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("lzx"), Method::Ntfs).name(), QStringLiteral("wof:lzx"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("xpress4k")).name(), QStringLiteral("wof:xpress4k"));
    EXPECT_EQ(methodStoring(QStringLiteral("zstd")), Method::None);
#else
    // Else a loop image whose filesystem stores it.
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("lznt1")).name(), QStringLiteral("loop-ntfs"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("lznt1"), Method::Btrfs).name(), QStringLiteral("loop-ntfs"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("lzo")).name(), QStringLiteral("loop-btrfs:lzo"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zstd"), Method::Ntfs).name(),
              QStringLiteral("loop-btrfs:zstd"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zlib"), Method::LoopNtfs).name(),
              QStringLiteral("loop-btrfs:zlib"));
    EXPECT_EQ(methodStoring(QStringLiteral("xpress4k")), Method::None); // no Linux driver writes WOF's
#endif
}

TEST(CompressionChoice, EveryMethodHasOneNameBothWays)
{
    QStringList names;
    for (const auto &[method, name] : CompressionMethodNames) {
        EXPECT_EQ(compressionMethodName(method), QLatin1String(name));
        CompressionChoice choice;
        QString error;
        ASSERT_TRUE(CompressionChoice::parse(QLatin1String(name), &choice, &error)) << name;
        EXPECT_EQ(choice.method, method) << name;
        EXPECT_EQ(choice.wantsLoopImage(), isLoopImageMethod(method)) << name;
        names << QLatin1String(name);
    }
    EXPECT_EQ(names.size(), QSet<QString>(names.cbegin(), names.cend()).size());
}

TEST(CompressionChoice, LevelsAreALoopImagesMountOption)
{
    CompressionChoice choice;
    QString error;
    ASSERT_TRUE(CompressionChoice::parse(QStringLiteral("loop-btrfs:zstd:9"), &choice, &error)) << error.toStdString();
    EXPECT_EQ(choice.method, CompressionMethod::LoopBtrfs);
    EXPECT_EQ(choice.algorithm, QStringLiteral("zstd:9"));
    EXPECT_EQ(choice.name(), QStringLiteral("loop-btrfs:zstd:9"));
    ASSERT_TRUE(CompressionChoice::parse(QStringLiteral("loop-btrfs:zlib:1"), &choice, &error));
    for (const char *bad :
         {"loop-btrfs:zstd:16", "loop-btrfs:zstd:0", "loop-btrfs:zlib:10", "loop-btrfs:lzo:1", "loop-btrfs:zstd:09",
          "loop-btrfs:zstd:9x", "loop-btrfs:zstd:", "btrfs:zstd:9", "loop-ntfs:lznt1:2", "loop-btrfs:zstd:-3"}) {
        EXPECT_FALSE(CompressionChoice::parse(QString::fromLatin1(bad), &choice, &error)) << bad;
        EXPECT_FALSE(error.isEmpty());
    }
    CompressionChoice::parse(QStringLiteral("btrfs:zstd:9"), &choice, &error);
    EXPECT_TRUE(error.contains(QStringLiteral("loop-btrfs:zstd:9"))) << error.toStdString();
}

TEST(CompressionChoice, MeasuringARecommendedLevelKeepsIt)
{
    // btrfs's own default level is what the drive's folder property gives.
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zstd:3"), Method::Btrfs).name(), QStringLiteral("btrfs:zstd"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zstd"), Method::Btrfs).name(), QStringLiteral("btrfs:zstd"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("lzo"), Method::Btrfs).name(), QStringLiteral("btrfs:lzo"));
#ifdef Q_OS_WIN
    // Another level needs a loop btrfs image, which Windows has not.
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zstd:9"), Method::Btrfs).name(), QStringLiteral("none"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zlib:6")).name(), QStringLiteral("none"));
#else
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zstd:9"), Method::Btrfs).name(),
              QStringLiteral("loop-btrfs:zstd:9"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zstd:9")).name(), QStringLiteral("loop-btrfs:zstd:9"));
    EXPECT_EQ(CompressionChoice::storing(QStringLiteral("zlib:6")).name(), QStringLiteral("loop-btrfs:zlib:6"));
#endif
}
