// SPDX-License-Identifier: GPL-3.0-or-later
// LZNT1 against NTFS itself: ntfs-3g writes a compressed file into an NTFS
// image, and the codec decompresses the clusters it stored.
#include "compression/ntfs3gcompression_linux.h"
#include "codec/lznt1.h"
#include "system/externaltool.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>

#include <algorithm>

#include <gtest/gtest.h>

#include <sys/mount.h>
#include <unistd.h>

using namespace cm;

namespace {

constexpr qint64 ClusterBytes = 4096;
constexpr qint64 ClustersPerUnit = NtfsCompressionUnitBytes / ClusterBytes;

// An ntfs-3g mount this test made, undone on every way out.
class Ntfs3gMount
{
public:
    Ntfs3gMount(const QString &image, const QString &folder)
        : m_folder(folder)
    {
        m_mounted = QDir().mkdir(folder)
            && ExternalTool::run(ExternalTool::find(QStringLiteral("ntfs-3g")),
                                 {QStringLiteral("-o"), QStringLiteral("compression"), image, folder});
    }
    ~Ntfs3gMount() { unmount(); }
    bool isMounted() const { return m_mounted; }
    bool unmount()
    {
        if (m_mounted && ::umount2(QFile::encodeName(m_folder).constData(), 0) == 0)
            m_mounted = false;
        return !m_mounted;
    }

private:
    QString m_folder;
    bool m_mounted = false;
};

struct DataRun
{
    qint64 vcn;
    qint64 lcn; // -1: a hole
    qint64 length;
};

// The $DATA runlist as ntfsinfo prints it ("0x10  0x2202  0x2", "<HOLE>").
QList<DataRun> dataRuns(const QString &image, const QString &pathInVolume)
{
    QProcess info;
    info.start(ExternalTool::find(QStringLiteral("ntfsinfo")),
               {QStringLiteral("-v"), QStringLiteral("-F"), pathInVolume, image});
    info.waitForFinished(60000);
    QList<DataRun> runs;
    static const QRegularExpression line(QStringLiteral(
                                             "^\\s+0x([0-9a-f]+)\\s+(0x[0-9a-f]+|<HOLE>)\\s+0x([0-9a-f]+)\\s*$"),
                                         QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(QString::fromLocal8Bit(info.readAllStandardOutput())); it.hasNext();) {
        const auto match = it.next();
        const QString lcn = match.captured(2);
        runs.append(DataRun{match.captured(1).toLongLong(nullptr, 16),
                            lcn == QLatin1String("<HOLE>") ? -1 : lcn.mid(2).toLongLong(nullptr, 16),
                            match.captured(3).toLongLong(nullptr, 16)});
    }
    return runs;
}

// The file again, unit by unit: a unit with all its clusters stored is plain,
// one with fewer holds an LZNT1 stream in the clusters it has.
QByteArray readThroughCodec(const QString &image, const QList<DataRun> &runs, qint64 fileBytes)
{
    QFile volume(image);
    if (!volume.open(QIODevice::ReadOnly))
        return {};
    QList<qint64> clusters; // LCN per VCN, -1 for holes
    for (const DataRun &run : runs) {
        for (qint64 i = 0; i < run.length; ++i)
            clusters.append(run.lcn < 0 ? -1 : run.lcn + i);
    }
    QByteArray file;
    for (qint64 unit = 0; unit * NtfsCompressionUnitBytes < fileBytes; ++unit) {
        QByteArray stored;
        for (qint64 c = unit * ClustersPerUnit; c < (unit + 1) * ClustersPerUnit && c < clusters.size(); ++c) {
            if (clusters[c] < 0)
                break;
            volume.seek(clusters[c] * ClusterBytes);
            stored += volume.read(ClusterBytes);
        }
        const qint64 want = std::min(qint64(NtfsCompressionUnitBytes), fileBytes - unit * NtfsCompressionUnitBytes);
        if (stored.size() == NtfsCompressionUnitBytes) {
            file += stored.left(want);
            continue;
        }
        QByteArray out(want, '\0');
        if (lznt1Decompress(stored.constData(), stored.size(), out.data(), want) != want)
            return {};
        file += out;
    }
    return file;
}

} // namespace

TEST(Lznt1, DecompressesWhatNtfs3gStored)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "skipped: mounting with ntfs-3g needs root";
    for (const char *tool : {"mkntfs", "ntfs-3g", "ntfsinfo"}) {
        if (ExternalTool::find(QLatin1String(tool)).isEmpty())
            GTEST_SKIP() << "skipped: " << tool << " (package ntfs-3g) is not installed";
    }
    if (!QFile::exists(QStringLiteral("/dev/fuse")))
        GTEST_SKIP() << "skipped: ntfs-3g needs /dev/fuse";
    test::TempFolder folder;
    const QString image = folder.filePath(QStringLiteral("ntfs.img"));
    {
        QFile file(image);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly) && file.resize(64 * 1024 * 1024));
    }
    ASSERT_TRUE(ExternalTool::run(ExternalTool::find(QStringLiteral("mkntfs")),
                                  {QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-Q"),
                                   QStringLiteral("-c"), QStringLiteral("4096"), image}));
    // Text with some variety, over several units and a partial last one;
    // and a unit of noise in the middle, which NTFS keeps plain.
    QByteArray text;
    for (int i = 0; text.size() < 300'000; ++i)
        text += QStringLiteral("Line %1 of a file NTFS compresses in units of 64 KiB.\n")
                    .arg(i * 7919 % 100000)
                    .toLatin1();
    QByteArray noise(NtfsCompressionUnitBytes, Qt::Uninitialized);
    quint32 state = 12345;
    for (char &byte : noise) {
        state = state * 1103515245u + 12345u;
        byte = char(state >> 24);
    }
    const QByteArray contents
        = text.left(3 * NtfsCompressionUnitBytes) + noise + text.mid(3 * NtfsCompressionUnitBytes);
    {
        const QString mountPoint = folder.filePath(QStringLiteral("volume"));
        Ntfs3gMount mount(image, mountPoint);
        ASSERT_TRUE(mount.isMounted());
        ASSERT_TRUE(QDir().mkdir(mountPoint + QStringLiteral("/c")));
        ASSERT_TRUE(Ntfs3gCompression().enableForFolder(mountPoint + QStringLiteral("/c"), QString()));
        QFile file(mountPoint + QStringLiteral("/c/text.txt"));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        ASSERT_EQ(file.write(contents), contents.size());
        file.close();
        ASSERT_TRUE(mount.unmount());
    }
    const QList<DataRun> runs = dataRuns(image, QStringLiteral("/c/text.txt"));
    ASSERT_FALSE(runs.isEmpty());
    EXPECT_TRUE(std::any_of(runs.begin(), runs.end(), [](const DataRun &r) { return r.lcn < 0; }))
        << "ntfs-3g compressed nothing";
    EXPECT_EQ(readThroughCodec(image, runs, contents.size()), contents);
}
