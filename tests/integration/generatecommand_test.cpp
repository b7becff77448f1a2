// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real compressmark binary's generate command, on Linux and,
// under wine, on Windows. The kernel's folders and signals are in
// generatecommand_linux_test.cpp.
#include "programrun.h"
#include "symboliclink.h"
#include "tempfolders.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>

using namespace cm;
using Result = test::ProgramResult;
using test::runProgram;

namespace {

Result runGenerate(const QStringList &arguments)
{
    return runProgram(QStringList{QStringLiteral("generate")} + arguments);
}

QByteArray sha256Of(const QString &path)
{
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly) && hash.addData(&file)) << path.toStdString();
    return hash.result();
}

// The files below `folder` and their bytes.
QPair<qint64, qint64> filesAndBytes(const QString &folder)
{
    qint64 files = 0, bytes = 0;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        ++files;
        bytes += it.nextFileInfo().size();
    }
    return {files, bytes};
}

// SHA-256 over every file's relative path and content below `folder`, in
// path order.
QByteArray treeDigest(const QString &folder)
{
    QStringList paths;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        paths << QDir(folder).relativeFilePath(it.next());
    paths.sort();
    QCryptographicHash digest(QCryptographicHash::Sha256);
    for (const QString &path : std::as_const(paths)) {
        digest.addData(path.toUtf8());
        digest.addData(sha256Of(folder + QLatin1Char('/') + path));
    }
    return digest.result().toHex().left(16);
}

} // namespace

TEST(GenerateCommand, WritesTheDataSetAndPrintsItsManifestAsJson)
{
    test::TempFolder folder;
    const QString out = folder.filePath(QStringLiteral("image"));
    const Result result = runGenerate({QStringLiteral("image"), QStringLiteral("--size"), QStringLiteral("3M"),
                                       QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--out"), out});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.err.isEmpty()) << result.err.toStdString();
    QJsonParseError error{};
    const QJsonObject manifest = QJsonDocument::fromJson(result.out.toUtf8(), &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError) << result.out.toStdString();
    EXPECT_EQ(manifest[QStringLiteral("kind")].toString(), QStringLiteral("image"));
    EXPECT_EQ(manifest[QStringLiteral("seed")].toInteger(), 5);
    EXPECT_EQ(manifest[QStringLiteral("files")].toInteger(), 1);
    EXPECT_EQ(manifest[QStringLiteral("logicalBytes")].toInteger(), 3 * 1024 * 1024);
    EXPECT_EQ(manifest[QStringLiteral("sampleBytes")].toInteger(), 3 * 1024 * 1024);
    EXPECT_LT(manifest[QStringLiteral("zstdRatio")].toDouble(), 1.01);
    EXPECT_LT(manifest[QStringLiteral("lz4Ratio")].toDouble(), 1.01);
    EXPECT_EQ(manifest[QStringLiteral("skippedCount")].toInteger(), 0);
    EXPECT_EQ(manifest[QStringLiteral("path")].toString(), QDir::toNativeSeparators(out));
    EXPECT_EQ(QFileInfo(out + QStringLiteral("/disk-image.iso")).size(), 3 * 1024 * 1024);

    // The same request again gives the same bytes.
    const QString again = folder.filePath(QStringLiteral("again"));
    ASSERT_EQ(runGenerate({QStringLiteral("image"), QStringLiteral("--size"), QStringLiteral("3M"),
                           QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--out"), again})
                  .exitCode,
              0);
    EXPECT_EQ(sha256Of(out + QStringLiteral("/disk-image.iso")), sha256Of(again + QStringLiteral("/disk-image.iso")));
}

TEST(GenerateCommand, WritesEachGeneratedKindAsItsManifestSays)
{
    test::TempFolder folder;
    for (const char *kind : {"books", "photos", "image", "small"}) {
        const QString out = folder.filePath(QString::fromLatin1(kind));
        const Result result = runGenerate(
            {QString::fromLatin1(kind), QStringLiteral("--size"), QStringLiteral("2M"), QStringLiteral("--out"), out});
        ASSERT_EQ(result.exitCode, 0) << kind << ": " << result.err.toStdString();
        const QJsonObject manifest = QJsonDocument::fromJson(result.out.toUtf8()).object();
        const auto [files, bytes] = filesAndBytes(out);
        EXPECT_GT(files, 0) << kind;
        EXPECT_EQ(files, manifest[QStringLiteral("files")].toInteger()) << kind;
        EXPECT_EQ(bytes, manifest[QStringLiteral("logicalBytes")].toInteger()) << kind;
        EXPECT_GT(manifest[QStringLiteral("zstdRatio")].toDouble(), 0.0) << kind;
    }
    // Text compresses (the ratio is bytes before over bytes after).
    const Result books = runGenerate({QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("1M"),
                                      QStringLiteral("--out"), folder.filePath(QStringLiteral("more"))});
    EXPECT_GT(QJsonDocument::fromJson(books.out.toUtf8())[QStringLiteral("zstdRatio")].toDouble(), 1.5)
        << books.out.toStdString();
}

// The promise of `generate --help`: the same kind, size and seed give the
// same files on every machine, Linux and Windows alike. The digests change
// only with the generators, and a session measured before would then no
// longer be comparable.
TEST(GenerateCommand, TheSameSeedGivesTheSameFilesOnEverySystem)
{
    test::TempFolder folder;
    const QList<QPair<const char *, const char *>> expected{{"books", "0984d766dae5797c"},
                                                            {"image", "20ca676a7780e579"},
                                                            {"small", "fffde593ef5a344b"}};
    for (const auto &[kind, digest] : expected) {
        const QString out = folder.filePath(QString::fromLatin1(kind));
        const Result result
            = runGenerate({QString::fromLatin1(kind), QStringLiteral("--size"), QStringLiteral("2M"),
                           QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--out"), out});
        ASSERT_EQ(result.exitCode, 0) << kind << ": " << result.err.toStdString();
        EXPECT_EQ(treeDigest(out), QByteArray(digest)) << kind;
    }
}

// The articles' WinSxS: on Linux /usr/lib and /usr/share, on Windows WinSxS
// itself; generated files make up what the sample lacks.
TEST(GenerateCommand, SamplesTheSystemsOwnFiles)
{
#ifdef Q_OS_WIN
    const QStringList sampled{QStringLiteral("Windows/WinSxS/"), QStringLiteral("generated/")};
#else
    const QStringList sampled{QStringLiteral("usr/lib/"), QStringLiteral("usr/share/"), QStringLiteral("generated/")};
#endif
    test::TempFolder folder;
    const QString out = folder.filePath(QStringLiteral("system"));
    const Result result = runGenerate(
        {QStringLiteral("system"), QStringLiteral("--size"), QStringLiteral("2M"), QStringLiteral("--out"), out});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject manifest = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(manifest[QStringLiteral("logicalBytes")].toInteger(), 2 * 1024 * 1024);
    EXPECT_EQ(filesAndBytes(out).second, 2 * 1024 * 1024);
    QDirIterator it(out, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = QDir(out).relativeFilePath(it.next());
        EXPECT_TRUE(std::any_of(sampled.begin(), sampled.end(), [&](const QString &prefix) {
            return path.startsWith(prefix, Qt::CaseInsensitive);
        })) << path.toStdString();
    }
}

TEST(GenerateCommand, BadUsageIsExitCode2WithOneErrorLineAndWritesNothing)
{
    test::TempFolder folder;
    const QString out = folder.filePath(QStringLiteral("out"));
    const QString existing = folder.filePath(QStringLiteral("existing"));
    ASSERT_TRUE(QDir().mkpath(existing));
    const QList<QStringList> bad = {
        {QStringLiteral("videos"), QStringLiteral("--out"), out},
        {QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("huge"), QStringLiteral("--out"), out},
        {QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("0"), QStringLiteral("--out"), out},
        {QStringLiteral("books"), QStringLiteral("--seed"), QStringLiteral("many"), QStringLiteral("--out"), out},
        {QStringLiteral("books"), QStringLiteral("--out"), existing},
        {QStringLiteral("books")},
        {QStringLiteral("--out"), out},
        {QStringLiteral("books"), QStringLiteral("image"), QStringLiteral("--out"), out},
        {QStringLiteral("books"), QStringLiteral("--out"), folder.filePath(QStringLiteral("no/such/parent"))},
        {QStringLiteral("folder:") + folder.filePath(QStringLiteral("no-such-folder")), QStringLiteral("--out"), out},
        {QStringLiteral("books"), QStringLiteral("--no-such-option"), QStringLiteral("--out"), out},
    };
    for (const QStringList &arguments : bad) {
        const Result result = runGenerate(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
        EXPECT_TRUE(result.err.startsWith(QStringLiteral("compressmark: "))) << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
    }
    EXPECT_EQ(test::countEntries(folder.path()), 1); // only "existing", still empty
}

TEST(GenerateCommand, CopiesAFolderWithItsEmptyFolders)
{
    test::TempFolder folder;
    const QString source = folder.filePath(QStringLiteral("mine"));
    ASSERT_TRUE(QDir().mkpath(source + QStringLiteral("/photos")));
    ASSERT_TRUE(QDir().mkpath(source + QStringLiteral("/empty/inner")));
    QFile file(source + QStringLiteral("/photos/a.txt"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("some text of mine\n");
    file.close();

    const QString out = folder.filePath(QStringLiteral("copy"));
    const Result result = runGenerate({QStringLiteral("folder:") + source, QStringLiteral("--out"), out});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject manifest = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(manifest[QStringLiteral("kind")].toString(), QStringLiteral("folder:") + source);
    EXPECT_EQ(manifest[QStringLiteral("files")].toInteger(), 1);
    EXPECT_EQ(manifest[QStringLiteral("logicalBytes")].toInteger(), 18);
    EXPECT_EQ(manifest[QStringLiteral("skippedCount")].toInteger(), 0);
    EXPECT_EQ(sha256Of(out + QStringLiteral("/photos/a.txt")), sha256Of(source + QStringLiteral("/photos/a.txt")));
    EXPECT_TRUE(QFileInfo(out + QStringLiteral("/empty/inner")).isDir());
}

TEST(GenerateCommand, SkipsAndListsASymbolicLinkInAFolder)
{
    if (QString why; !test::canMakeSymbolicLinks(&why))
        GTEST_SKIP() << why.toStdString();
    test::TempFolder folder;
    const QString source = folder.filePath(QStringLiteral("mine"));
    ASSERT_TRUE(QDir().mkpath(source + QStringLiteral("/photos")));
    QFile file(source + QStringLiteral("/photos/a.txt"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("some text of mine\n");
    file.close();
    test::TempFolder elsewhere;
    ASSERT_TRUE(test::makeSymbolicLink(elsewhere.path(), source + QStringLiteral("/etc-link")));

    const QString out = folder.filePath(QStringLiteral("copy"));
    const Result result = runGenerate({QStringLiteral("folder:") + source, QStringLiteral("--out"), out});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject manifest = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(manifest[QStringLiteral("files")].toInteger(), 1);
    EXPECT_EQ(manifest[QStringLiteral("skippedCount")].toInteger(), 1);
    const QJsonObject skipped = manifest[QStringLiteral("skipped")][0].toObject();
    EXPECT_EQ(skipped[QStringLiteral("path")].toString(), QStringLiteral("etc-link"));
    EXPECT_EQ(skipped[QStringLiteral("reason")].toString(), QStringLiteral("symbolic link"));
    EXPECT_TRUE(QFileInfo::exists(out + QStringLiteral("/photos/a.txt")));
    EXPECT_FALSE(QFileInfo::exists(out + QStringLiteral("/etc-link")));
}

TEST(GenerateCommand, HelpNamesTheKindsAndTheProgramsHelpNamesTheCommand)
{
    Result result = runGenerate({QStringLiteral("--help")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("folder:PATH"))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("--out"))) << result.out.toStdString();
    result = runProgram({QStringLiteral("--help")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("generate"))) << result.out.toStdString();
}
