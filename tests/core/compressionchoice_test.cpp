#include "compression/compressionsetup.h"
#include "plan/compressionchoice.h"
#include "tempfolders.h"
#include "volume/volumeinfo.h"

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
    };
    for (const auto &[text, expected] : good) {
        CompressionChoice choice;
        QString error;
        ASSERT_TRUE(CompressionChoice::parse(text, &choice, &error)) << text.toStdString() << ": " << error.toStdString();
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
                                QStringLiteral("ntfs:zstd"), QStringLiteral("none:zstd")}) {
        CompressionChoice choice;
        QString error;
        EXPECT_FALSE(CompressionChoice::parse(text, &choice, &error)) << text.toStdString();
        EXPECT_FALSE(error.isEmpty());
    }
}

TEST(CompressionSetup, AutoOnAFilesystemWithoutCompressionUsesALoopImageOrSaysHowToGetOne)
{
    test::RamFolder ram;
    CompressionSetup setup;
    ASSERT_TRUE(resolveCompression(CompressionChoice{}, probeVolume(ram.path()), &setup));
    QString whyNot;
    if (LoopImage::isAvailable(LoopImageSpec::Filesystem::Btrfs, &whyNot)) {
        EXPECT_EQ(setup.kind, CompressionSetup::Kind::LoopImage);
        EXPECT_EQ(setup.method, QStringLiteral("loop-btrfs"));
        EXPECT_EQ(setup.algorithm, QStringLiteral("zstd"));
    } else {
        EXPECT_EQ(setup.kind, CompressionSetup::Kind::None);
        EXPECT_TRUE(setup.hint.contains(whyNot)) << setup.hint.toStdString();
    }
}

TEST(CompressionSetup, NativeBtrfsOnABtrfsVolumeKeepsTheAlgorithm)
{
    VolumeInfo volume;
    volume.mountPoint = QStringLiteral("/media/data");
    volume.filesystem = QStringLiteral("btrfs");
    CompressionSetup setup;
    ASSERT_TRUE(resolveCompression(CompressionChoice{Method::Btrfs, QStringLiteral("lzo")}, volume, &setup));
    EXPECT_EQ(setup.kind, CompressionSetup::Kind::Native);
    EXPECT_EQ(setup.method, QStringLiteral("btrfs"));
    EXPECT_EQ(setup.algorithm, QStringLiteral("lzo"));
    ASSERT_TRUE(resolveCompression(CompressionChoice{}, volume, &setup));
    EXPECT_EQ(setup.algorithm, QStringLiteral("zstd"));
    EXPECT_FALSE(resolveCompression(CompressionChoice{Method::Ntfs, {}}, volume, &setup));
}

TEST(CompressionSetup, NoneNeverCompresses)
{
    VolumeInfo volume;
    volume.filesystem = QStringLiteral("btrfs");
    CompressionSetup setup;
    ASSERT_TRUE(resolveCompression(CompressionChoice{Method::None, {}}, volume, &setup));
    EXPECT_FALSE(setup.hasCompressedVariant());
}
