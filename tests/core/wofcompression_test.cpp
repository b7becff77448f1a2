// SPDX-License-Identifier: GPL-3.0-or-later
// WOF (compact /exe:) is Windows' and is taken only when asked for by
// name: `auto` keeps to a method under which every operation has both
// variants, and other systems say they have none.
#include "compression/compressionbackend.h"
#include "compression/compressionsetup.h"
#include "plan/operation.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

VolumeInfo ntfsVolume(const QString &mountOptions)
{
    VolumeInfo volume;
    volume.mountPoint = QStringLiteral("D:\\");
    volume.filesystem = QStringLiteral("NTFS");
    volume.mountOptions = mountOptions;
    return volume;
}

} // namespace

TEST(WofCompression, IsTakenWhenAskedForByNameOnNtfsAndNeverByAuto)
{
    for (const QString &options : {QStringLiteral("compression"), QString()}) {
        const VolumeInfo volume = ntfsVolume(options);
        CompressionSetup setup;
        const Status asked
            = resolveCompression(CompressionChoice{CompressionMethod::Wof, {}}, volume, Privileges(), &setup);
#ifdef Q_OS_WIN
        ASSERT_TRUE(asked) << asked.message().toStdString();
        EXPECT_EQ(setup.kind, CompressionSetup::Kind::Native);
        EXPECT_EQ(setup.method, CompressionMethod::Wof);
        EXPECT_EQ(setup.algorithm, QStringLiteral("xpress4k")); // compact's default
        ASSERT_TRUE(resolveCompression(CompressionChoice{CompressionMethod::Wof, QStringLiteral("lzx")}, volume,
                                       Privileges(), &setup));
        EXPECT_EQ(setup.algorithm, QStringLiteral("lzx"));
#else
        ASSERT_FALSE(asked);
        EXPECT_EQ(asked.message(), QStringLiteral("--compression wof: this system has no wof compression"));
#endif
        ASSERT_TRUE(resolveCompression(CompressionChoice{}, volume, Privileges(), &setup));
        EXPECT_NE(setup.method, CompressionMethod::Wof) << options.toStdString();
        EXPECT_NE(compressionSupport(volume).method, CompressionMethod::Wof);
    }
}

TEST(WofCompression, NeedsNtfs)
{
    VolumeInfo fat = ntfsVolume(QString());
    fat.filesystem = QStringLiteral("exFAT");
    CompressionSetup setup;
    const Status asked = resolveCompression(CompressionChoice{CompressionMethod::Wof, {}}, fat, Privileges(), &setup);
    ASSERT_FALSE(asked);
#ifdef Q_OS_WIN
    EXPECT_EQ(asked.message(),
              QStringLiteral(
                  "--compression wof: exFAT has no transparent compression; a drive formatted NTFS compresses"));
    EXPECT_TRUE(supportedCompressions(fat).isEmpty());
    const QList<CompressionSupport> offered = supportedCompressions(ntfsVolume(QStringLiteral("compression")));
    ASSERT_EQ(offered.size(), 2);
    EXPECT_EQ(offered[0].method, CompressionMethod::Ntfs);
    EXPECT_EQ(offered[1].method, CompressionMethod::Wof);
    EXPECT_EQ(offered[1].algorithms, algorithmsOf(CompressionMethod::Wof));
#else
    EXPECT_TRUE(asked.message().contains(QStringLiteral("this system has no wof compression")));
#endif
}

TEST(WofCompression, OnlyOperationsThatReadHaveACompressedVariant)
{
    EXPECT_FALSE(compressesWhileWriting(CompressionMethod::Wof));
    for (const CompressionMethod method :
         {CompressionMethod::Btrfs, CompressionMethod::Ntfs, CompressionMethod::LoopBtrfs, CompressionMethod::LoopNtfs})
        EXPECT_TRUE(compressesWhileWriting(method));
    for (const auto &[operation, name] : OperationNames) {
        const bool reads = operation == Operation::Read || operation == Operation::SmallFiles
            || operation == Operation::RandomReadsDepth1 || operation == Operation::RandomReadsDepth32
            || operation == Operation::SequentialDirect;
        EXPECT_EQ(writesOnTheDrive(operation), !reads) << name;
    }
}
