#include "copy/serialcopier.h"
#include "datasets/booksgenerator.h"
#include "fs/treewalk.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

using namespace cm;

namespace {

struct Generated
{
    test::TempFolder folder;
    QString data;
    DataSetManifest manifest;

    explicit Generated(qint64 bytes)
    {
        Cancellation cancel;
        data = folder.filePath(QStringLiteral("books"));
        EXPECT_TRUE(BooksGenerator().generate(DataSetSpec{QStringLiteral("books"), bytes, 5}, data, cancel, &manifest));
    }
};

QByteArray contentOf(const QByteArray &path)
{
    QFile file(QFile::decodeName(path));
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

} // namespace

TEST(SerialCopier, MakesByteIdenticalCopiesAndCountsThem)
{
    Generated source(6 * MiB);
    test::RamFolder target;
    const QByteArray from = QFile::encodeName(source.data);
    const QByteArray to = QFile::encodeName(target.filePath(QStringLiteral("copy")));
    TransferCounters counters;
    Cancellation cancel;
    const Status status = SerialCopier(256 * KiB).copyTree(from, to, counters, cancel);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(counters.bytes.load(), source.manifest.bytes);
    EXPECT_EQ(counters.files.load(), source.manifest.files);

    int compared = 0;
    walkTree(from, [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile) {
            EXPECT_EQ(contentOf(joinPath(from, entry.relativePath)), contentOf(joinPath(to, entry.relativePath)))
                << entry.relativePath.constData();
            ++compared;
        }
        return Status::ok();
    });
    EXPECT_EQ(compared, source.manifest.files);
}

TEST(SerialCopier, StopsWhenCancelled)
{
    Generated source(2 * MiB);
    test::RamFolder target;
    TransferCounters counters;
    Cancellation cancel;
    cancel.request();
    const Status status = SerialCopier(MiB).copyTree(QFile::encodeName(source.data),
                                                     QFile::encodeName(target.filePath(QStringLiteral("copy"))),
                                                     counters, cancel);
    ASSERT_FALSE(status);
    EXPECT_EQ(status.message(), QStringLiteral("cancelled"));
    EXPECT_EQ(counters.bytes.load(), 0);
}

TEST(SerialCopier, ReportsAMissingSourceByName)
{
    test::RamFolder target;
    TransferCounters counters;
    Cancellation cancel;
    const Status status = SerialCopier(MiB).copyTree("/no/such/source", QFile::encodeName(target.filePath(QStringLiteral("c"))),
                                                     counters, cancel);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("/no/such/source")));
}
