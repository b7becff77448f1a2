// SPDX-License-Identifier: GPL-3.0-or-later
// What each kind of data set says it will make, before it is written, is
// what it makes: its files and folders (the inodes a run needs) and its
// longest path.
#include "datasets/datasetgenerator.h"
#include "fs/treewalk.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

using namespace cm;

namespace {

DataSetFootprint walked(const QString &folder)
{
    DataSetFootprint footprint;
    const Status status = walkTree(QFile::encodeName(folder), [&](const TreeEntry &entry) {
        footprint.add(entry.relativePath);
        return Status::ok();
    });
    EXPECT_TRUE(status) << status.message().toStdString();
    return footprint;
}

void expectFootprintIsWhatIsMade(const DataSetSpec &spec)
{
    const std::unique_ptr<DataSetGenerator> generator = makeDataSetGenerator(spec.kind);
    ASSERT_TRUE(generator);
    DataSetFootprint said;
    const Cancellation cancel;
    ASSERT_TRUE(generator->footprint(spec, cancel, &said));
    test::TempFolder area;
    const QString folder = area.filePath(QStringLiteral("set"));
    DataSetManifest manifest;
    const Status made = generator->generate(spec, folder, cancel, &manifest);
    ASSERT_TRUE(made) << made.message().toStdString();
    const DataSetFootprint found = walked(folder);
    EXPECT_EQ(said.entries, found.entries) << spec.kind.toStdString();
    EXPECT_EQ(said.longestPath.size(), found.longestPath.size()) << spec.kind.toStdString();
}

} // namespace

TEST(DataSetFootprint, OfEachGeneratedKindIsWhatItMakes)
{
    for (const QString &kind :
         {QStringLiteral("books"), QStringLiteral("photos"), QStringLiteral("image"), QStringLiteral("system")})
        expectFootprintIsWhatIsMade(DataSetSpec{kind, 3 * 1024 * 1024, 7});
}

// Counted rather than planned, and across a folder's boundary.
TEST(DataSetFootprint, OfSmallFilesIsWhatItMakesAtEverySize)
{
    for (const qint64 bytes : {qint64(1), qint64(4096), qint64(4097), qint64(1000) * 4096, qint64(1001) * 4096 - 5})
        expectFootprintIsWhatIsMade(DataSetSpec{QStringLiteral("small"), bytes, 3});
}

TEST(DataSetFootprint, OfAFolderCountsItsFoldersAndFilesButNotItsLinks)
{
    test::TempFolder source;
    ASSERT_TRUE(QDir(source.path()).mkpath(QStringLiteral("a/b/c")));
    ASSERT_TRUE(QDir(source.path()).mkpath(QStringLiteral("empty")));
    for (const QString &name : {QStringLiteral("top.txt"), QStringLiteral("a/b/c/deepest-file.txt")}) {
        QFile file(source.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("x");
    }
    ASSERT_TRUE(QFile::link(source.filePath(QStringLiteral("top.txt")), source.filePath(QStringLiteral("a/link"))));
    expectFootprintIsWhatIsMade(DataSetSpec::folder(source.path()));
    DataSetFootprint said;
    ASSERT_TRUE(
        makeDataSetGenerator(folderKind(source.path()))->footprint(DataSetSpec::folder(source.path()), {}, &said));
    EXPECT_EQ(said.entries, 7); // the folder, a, a/b, a/b/c, empty and two files
    EXPECT_EQ(said.longestPath, QByteArray("a/b/c/deepest-file.txt"));
}
