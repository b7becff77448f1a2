// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/tararchive.h"
#include "copy/copyverification.h"
#include "datasets/booksgenerator.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

using namespace cm;

namespace {

// A one-file ustar archive written by hand, so that its member name can be
// one no archiver would write.
QByteArray tarWithMember(const QByteArray &name, const QByteArray &content)
{
    QByteArray header(512, '\0');
    std::memcpy(header.data(), name.constData(), size_t(std::min<qsizetype>(name.size(), 99)));
    std::memcpy(header.data() + 100, "0000644", 7);
    std::memcpy(header.data() + 108, "0000000", 7);
    std::memcpy(header.data() + 116, "0000000", 7);
    const QByteArray size = QByteArray::number(content.size(), 8).rightJustified(11, '0');
    std::memcpy(header.data() + 124, size.constData(), 11);
    std::memcpy(header.data() + 136, "00000000000", 11);
    header[156] = '0';
    std::memcpy(header.data() + 257,
                "ustar\0"
                "00",
                8);
    std::memset(header.data() + 148, ' ', 8);
    unsigned sum = 0;
    for (char c : header)
        sum += static_cast<unsigned char>(c);
    const QByteArray checksum = QByteArray::number(sum, 8).rightJustified(6, '0');
    std::memcpy(header.data() + 148, checksum.constData(), 6);
    header[154] = '\0';
    QByteArray data = content;
    data.resize((content.size() + 511) / 512 * 512, '\0');
    return header + data + QByteArray(1024, '\0');
}

} // namespace

TEST(TarArchive, PacksAndUnpacksATreeExactly)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString data = folder.filePath(QStringLiteral("data"));
    ASSERT_TRUE(BooksGenerator().generate(DataSetSpec{QStringLiteral("books"), 2 * MiB, 3}, data, cancel, &manifest));
    const QByteArray archive = QFile::encodeName(folder.filePath(QStringLiteral("data.tar")));
    TransferCounters packed, unpacked;
    ASSERT_TRUE(TarArchive::pack(QFile::encodeName(data), archive, packed, cancel));
    EXPECT_EQ(packed.bytes.load(), manifest.bytes);
    EXPECT_EQ(packed.files.load(), manifest.files);
    EXPECT_GE(QFile(QFile::decodeName(archive)).size(), manifest.bytes);

    const QByteArray extracted = QFile::encodeName(folder.filePath(QStringLiteral("extracted")));
    const Status status = TarArchive::unpack(archive, extracted, unpacked, cancel);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(unpacked.bytes.load(), manifest.bytes);
    EXPECT_EQ(unpacked.files.load(), manifest.files);
    EXPECT_TRUE(verifyCopy(QFile::encodeName(data), extracted, cancel));
}

TEST(TarArchive, RefusesNamesThatLeaveTheFolder)
{
    test::TempFolder folder;
    for (const QByteArray &name :
         {QByteArray("../escape.txt"), QByteArray("/tmp/compressmark-escape.txt"), QByteArray("a/../../escape.txt")}) {
        const QString archive = folder.filePath(QStringLiteral("evil.tar"));
        QFile file(archive);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(tarWithMember(name, "owned\n"));
        file.close();
        const QByteArray into = QFile::encodeName(folder.filePath(QStringLiteral("into")));
        TransferCounters counters;
        Cancellation cancel;
        const Status status = TarArchive::unpack(QFile::encodeName(archive), into, counters, cancel);
        EXPECT_FALSE(status) << name.constData();
        EXPECT_TRUE(status.message().contains(QStringLiteral("unsafe name"))) << status.message().toStdString();
        EXPECT_FALSE(QFile::exists(folder.filePath(QStringLiteral("escape.txt"))));
        EXPECT_FALSE(QFile::exists(QStringLiteral("/tmp/compressmark-escape.txt")));
        QDir(QFile::decodeName(into)).removeRecursively();
    }
}
