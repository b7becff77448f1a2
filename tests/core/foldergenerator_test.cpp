// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasets/datasetgenerator.h"
#include "datasets/foldergenerator.h"
#include "datasets/foldersize.h"
#include "datasets/randombytes.h"
#include "faultmount.h"
#include "fs/treewalk.h"
#include "filecontents.h"
#include "scopedmount.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>

#include <gtest/gtest.h>

#include <algorithm>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

using namespace cm;
using test::writeFile;

namespace {

// A listening-ready Unix socket bound at `path`, as a running program leaves one.
bool makeSocket(const QString &path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    if (fd < 0 || size_t(name.size()) >= sizeof address.sun_path)
        return false;
    std::copy(name.begin(), name.end(), address.sun_path);
    const bool bound = ::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return bound;
}

// Every entry below `root` by relative path: its content for a file, "<dir>" for a folder.
QMap<QByteArray, QByteArray> treeContents(const QString &root)
{
    QMap<QByteArray, QByteArray> contents;
    const QByteArray rootPath = QFile::encodeName(root);
    const Status walked = walkTree(rootPath, [&](const TreeEntry &entry) {
        if (entry.relativePath.isEmpty())
            return Status::ok();
        if (entry.type == TreeEntry::Type::RegularFile) {
            contents.insert(entry.relativePath, test::nativeFileContent(joinPath(rootPath, entry.relativePath)));
        } else {
            contents.insert(entry.relativePath, entry.type == TreeEntry::Type::Directory ? "<dir>" : "<other>");
        }
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
    return contents;
}

// A folder seen through faultfs, which refuses to open anything named
// "locked" in it, as a drive refuses root too.
struct LockedSource
{
    test::TempFolder area;
    test::FaultMount drive{area.path(),
                           {QStringLiteral("--match"), QStringLiteral("locked"), QStringLiteral("--deny")}};
    test::TempFolder target;
    DataSetManifest manifest;

    QString out() const { return target.filePath(QStringLiteral("copy")); }

    // A data set of a readable file and `lockedFile` (a relative path).
    Status generate(const QString &lockedFile)
    {
        writeFile(area.filePath(QStringLiteral("readable")), "yes");
        writeFile(area.filePath(lockedFile), "no");
        Cancellation cancel;
        return FolderGenerator(drive.path()).generate(DataSetSpec{}, out(), cancel, &manifest);
    }
};

} // namespace

TEST(FolderGenerator, CopiesFilesAndFoldersAndSkipsLinksAndSpecialFiles)
{
    test::TempFolder area;
    const QString source = area.filePath(QStringLiteral("source"));
    const QString outside = area.filePath(QStringLiteral("outside"));
    ASSERT_TRUE(QDir().mkpath(source + QStringLiteral("/sub/deeper")));
    ASSERT_TRUE(QDir().mkpath(source + QStringLiteral("/empty")));
    ASSERT_TRUE(QDir().mkpath(outside));
    Random random(1);
    writeFile(source + QStringLiteral("/a.txt"), "hello\n");
    writeFile(source + QStringLiteral("/.hidden"), "dot file\n");
    writeFile(source + QStringLiteral("/sub/b.bin"), randomBytes(random, 300 * KiB));
    writeFile(source + QStringLiteral("/sub/deeper/c.txt"), QByteArray(70 * KiB, 'c'));
    writeFile(outside + QStringLiteral("/secret.txt"), "must not be copied\n");

    const auto at
        = [&source](const char *name) { return QFile::encodeName(source + QLatin1Char('/') + QLatin1String(name)); };
    ASSERT_EQ(::symlink(QFile::encodeName(outside).constData(), at("link-out").constData()), 0);
    ASSERT_EQ(::symlink(QFile::encodeName(outside + QStringLiteral("/secret.txt")).constData(),
                        at("sub/file-link").constData()),
              0);
    ASSERT_EQ(::symlink(".", at("sub/loop").constData()), 0);
    ASSERT_EQ(::symlink("nowhere", at("dangling").constData()), 0);
    ASSERT_EQ(::mkfifo(at("fifo").constData(), 0644), 0);
    ASSERT_TRUE(makeSocket(source + QStringLiteral("/socket")));
    const bool root = ::geteuid() == 0;
    if (root) {
        ASSERT_EQ(::mknod(at("null").constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
    }

    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = area.filePath(QStringLiteral("copy"));
    const DataSetSpec spec{QStringLiteral("folder:") + source, 1, 5}; // the size does not apply
    ASSERT_TRUE(FolderGenerator(source).generate(spec, out, cancel, &manifest));

    const QMap<QByteArray, QByteArray> copied = treeContents(out);
    const QMap<QByteArray, QByteArray> expected = {{".hidden", "dot file\n"},
                                                   {"a.txt", "hello\n"},
                                                   {"empty", "<dir>"},
                                                   {"sub", "<dir>"},
                                                   {"sub/b.bin", treeContents(source).value("sub/b.bin")},
                                                   {"sub/deeper", "<dir>"},
                                                   {"sub/deeper/c.txt", QByteArray(70 * KiB, 'c')}};
    EXPECT_EQ(copied.keys(), expected.keys());
    EXPECT_TRUE(copied == expected);

    EXPECT_EQ(manifest.kind, QStringLiteral("folder:") + source);
    EXPECT_EQ(manifest.files, 4);
    EXPECT_EQ(manifest.folders, 3);
    EXPECT_EQ(manifest.bytes, 6 + 9 + 300 * KiB + 70 * KiB);
    EXPECT_GT(manifest.sampleBytes, 0);

    QMap<QString, QString> skipped;
    for (const SkippedEntry &entry : manifest.skipped)
        skipped.insert(entry.path, entry.reason);
    QMap<QString, QString> expectedSkips = {{QStringLiteral("dangling"), QStringLiteral("symbolic link")},
                                            {QStringLiteral("fifo"), QStringLiteral("FIFO")},
                                            {QStringLiteral("link-out"), QStringLiteral("symbolic link")},
                                            {QStringLiteral("socket"), QStringLiteral("socket")},
                                            {QStringLiteral("sub/file-link"), QStringLiteral("symbolic link")},
                                            {QStringLiteral("sub/loop"), QStringLiteral("symbolic link")}};
    if (root)
        expectedSkips.insert(QStringLiteral("null"), QStringLiteral("device node"));
    EXPECT_EQ(skipped, expectedSkips);
    EXPECT_EQ(manifest.skippedCount, expectedSkips.size());
}

TEST(FolderGenerator, ListsUnreadableFilesAsSkipped)
{
    if (::geteuid() == 0)
        GTEST_SKIP() << "root reads every file";
    test::TempFolder area;
    writeFile(area.filePath(QStringLiteral("readable")), "yes");
    writeFile(area.filePath(QStringLiteral("locked")), "no");
    ASSERT_EQ(::chmod(QFile::encodeName(area.filePath(QStringLiteral("locked"))).constData(), 0), 0);
    test::TempFolder target;
    Cancellation cancel;
    DataSetManifest manifest;
    ASSERT_TRUE(FolderGenerator(area.path())
                    .generate(DataSetSpec{}, target.filePath(QStringLiteral("copy")), cancel, &manifest));
    EXPECT_EQ(manifest.files, 1);
    ASSERT_EQ(manifest.skipped.size(), 1);
    EXPECT_EQ(manifest.skipped.first().path, QStringLiteral("locked"));
    EXPECT_TRUE(manifest.skipped.first().reason.startsWith(QStringLiteral("unreadable")));
}

TEST(FolderGenerator, ListsFilesTheDriveRefusesAsSkippedEvenForRoot)
{
    CM_SKIP_WITHOUT_FUSE();
    LockedSource source;
    ASSERT_TRUE(source.drive.isMounted()) << source.drive.error().toStdString();
    ASSERT_TRUE(source.generate(QStringLiteral("sub/locked.txt")));
    EXPECT_EQ(source.manifest.files, 1);
    ASSERT_EQ(source.manifest.skipped.size(), 1);
    EXPECT_EQ(source.manifest.skipped.first().path, QStringLiteral("sub/locked.txt"));
    EXPECT_TRUE(source.manifest.skipped.first().reason.startsWith(QStringLiteral("unreadable")));
    EXPECT_FALSE(QFileInfo::exists(source.out() + QStringLiteral("/sub/locked.txt")));
}

// A folder that cannot be listed cannot be copied as a whole: refused, naming it.
TEST(FolderGenerator, AFolderTheDriveRefusesFailsNamingItAndLeavesNothing)
{
    CM_SKIP_WITHOUT_FUSE();
    LockedSource source;
    ASSERT_TRUE(source.drive.isMounted()) << source.drive.error().toStdString();
    const Status status = source.generate(QStringLiteral("locked/inside.txt"));
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(source.drive.filePath(QStringLiteral("locked"))))
        << status.message().toStdString();
    EXPECT_TRUE(status.message().contains(QStringLiteral("Permission denied"))) << status.message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(source.out()));
}

TEST(FolderGenerator, CopiesHostileNamesByteForByte)
{
    test::TempFolder area;
    const QByteArray source = QFile::encodeName(area.filePath(QStringLiteral("source")));
    QByteArray deep = source;
    for (int level = 0; level < 20; ++level)
        deep += '/' + QByteArray(120, char('a' + level));
    ASSERT_TRUE(QDir().mkpath(QFile::decodeName(deep)));
    const QList<QByteArray> names
        = {"with space.txt",    "new\nline.txt", "latin1-\xe9t\xe9.txt", "bad-\xff\xfe-utf8", QByteArray(255, 'n'),
           "-starts-with-dash", "deep"};
    for (const QByteArray &name : names) {
        const QByteArray path = source + '/' + name;
        FILE *file = ::fopen(path.constData(), "wx");
        ASSERT_NE(file, nullptr) << name.toStdString();
        ::fputs(name.constData(), file);
        ::fclose(file);
    }
    const QByteArray deepFile = deep + "/last.txt";
    FILE *file = ::fopen(deepFile.constData(), "wx");
    ASSERT_NE(file, nullptr);
    ::fputs("bottom", file);
    ::fclose(file);

    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = area.filePath(QStringLiteral("copy"));
    const Status status = FolderGenerator(QFile::decodeName(source)).generate(DataSetSpec{}, out, cancel, &manifest);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(manifest.files, names.size() + 1);
    EXPECT_TRUE(manifest.skipped.isEmpty());
    EXPECT_TRUE(treeContents(out) == treeContents(QFile::decodeName(source)));
}

TEST(FolderGenerator, AMissingFolderFailsClearlyAndCancelLeavesNothing)
{
    test::TempFolder area;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = area.filePath(QStringLiteral("copy"));
    const QString missing = area.filePath(QStringLiteral("no-such-folder"));
    const Status status = FolderGenerator(missing).generate(DataSetSpec{}, out, cancel, &manifest);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(missing)) << status.message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(out));

    writeFile(area.filePath(QStringLiteral("file")), "data");
    cancel.request();
    EXPECT_FALSE(FolderGenerator(area.path()).generate(DataSetSpec{}, out, cancel, &manifest));
    EXPECT_FALSE(QFileInfo::exists(out));
}

TEST(FolderGenerator, TheRegistryKnowsEveryKindAndFolderPaths)
{
    EXPECT_EQ(dataSetKinds(),
              (QStringList{QStringLiteral("books"), QStringLiteral("photos"), QStringLiteral("system"),
                           QStringLiteral("image"), QStringLiteral("small"), QStringLiteral("folder:PATH")}));
    for (const char *kind : {"books", "photos", "system", "image", "small"}) {
        const auto generator = makeDataSetGenerator(QString::fromLatin1(kind));
        ASSERT_TRUE(generator) << kind;
        EXPECT_EQ(generator->kind(), QString::fromLatin1(kind));
    }
    const auto folder = makeDataSetGenerator(QStringLiteral("folder:/some/path"));
    ASSERT_TRUE(folder);
    EXPECT_EQ(folder->kind(), QStringLiteral("folder:/some/path"));
    EXPECT_TRUE(isDataSetKind(QStringLiteral("folder:relative/path")));
    EXPECT_FALSE(isDataSetKind(QStringLiteral("folder:")));
    EXPECT_FALSE(isDataSetKind(QStringLiteral("folder")));
    EXPECT_FALSE(isDataSetKind(QStringLiteral("videos")));
}

// A folder data set is one drive's files: a filesystem mounted inside it (a
// tmpfs, a bind mount of the folder itself) is neither sized nor copied, and
// the manifest says what was left out and why.
TEST(FolderGeneratorMounts, StaysOnOneFilesystemAndSaysWhatItLeftOut)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder area;
    const QString source = area.filePath(QStringLiteral("source"));
    ASSERT_TRUE(QDir().mkpath(source + QStringLiteral("/ram")));
    ASSERT_TRUE(QDir().mkpath(source + QStringLiteral("/again")));
    test::writeFile(source + QStringLiteral("/mine.txt"), QByteArray(1000, 'm'));
    test::ScopedMount ram(test::ScopedMount::tmpfs(1 << 20), source + QStringLiteral("/ram"));
    ASSERT_TRUE(ram.isMounted()) << ram.error().toStdString();
    test::writeFile(ram.filePath(QStringLiteral("elsewhere.txt")), QByteArray(5000, 'e'));
    test::ScopedMount again(test::ScopedMount::bind(area.filePath(QStringLiteral("source"))),
                            source + QStringLiteral("/again"));
    ASSERT_TRUE(again.isMounted()) << again.error().toStdString();

    qint64 bytes = 0;
    ASSERT_TRUE(folderDataBytes(source, &bytes));
    EXPECT_EQ(bytes, 1000);
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = area.filePath(QStringLiteral("copy"));
    const Status status = FolderGenerator(source).generate(DataSetSpec{}, out, cancel, &manifest);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(manifest.files, 1);
    EXPECT_EQ(manifest.bytes, 1000);
    ASSERT_EQ(manifest.skipped.size(), 2);
    for (const auto &skipped : manifest.skipped)
        EXPECT_EQ(skipped.reason, QStringLiteral("another filesystem mounted here")) << skipped.path.toStdString();
    EXPECT_FALSE(QFileInfo::exists(out + QStringLiteral("/ram/elsewhere.txt")));
    EXPECT_FALSE(QFileInfo::exists(out + QStringLiteral("/again/mine.txt")));
}

// /proc, /sys and /dev hold no data to copy: refused before anything is written.
TEST(FolderGenerator, AKernelInterfaceIsNoFolderDataSet)
{
    test::TempFolder area;
    for (const char *folder : {"/proc/self", "/sys/kernel", "/dev"}) {
        qint64 bytes = 0;
        const Status sized = folderDataBytes(QLatin1String(folder), &bytes);
        ASSERT_FALSE(sized) << folder;
        EXPECT_TRUE(sized.message().contains(QStringLiteral("kernel interface"))) << sized.message().toStdString();
        Cancellation cancel;
        DataSetManifest manifest;
        const QString out = area.filePath(QStringLiteral("copy"));
        EXPECT_FALSE(FolderGenerator(QLatin1String(folder)).generate(DataSetSpec{}, out, cancel, &manifest)) << folder;
        EXPECT_FALSE(QFileInfo::exists(out)) << folder;
    }
}
