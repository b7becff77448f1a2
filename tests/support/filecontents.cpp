// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecontents.h"

#include "fs/treewalk.h"
#include "util/random.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#ifndef Q_OS_WIN
#include <fcntl.h>
#include <unistd.h>
#endif

namespace cm::test {

QByteArray treeHash(const QString &root)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QByteArray rootPath = QFile::encodeName(root);
    const Status walked = walkTree(rootPath, [&](const TreeEntry &entry) {
        hash.addData(entry.relativePath);
        if (entry.type == TreeEntry::Type::RegularFile)
            hash.addData(nativeFileContent(joinPath(rootPath, entry.relativePath)));
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
    return hash.result();
}

QByteArray nativeFileContent(const QByteArray &path)
{
#ifdef Q_OS_WIN
    // Windows' names are Unicode: QFile reaches every one.
    QFile file(QFile::decodeName(path));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll();
#else
    QByteArray content;
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    EXPECT_GE(fd, 0) << path.toStdString();
    char block[64 * 1024];
    for (ssize_t got; fd >= 0 && (got = ::read(fd, block, sizeof block)) > 0;)
        content.append(block, got);
    if (fd >= 0)
        ::close(fd);
    return content;
#endif
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << path.toStdString();
    ASSERT_EQ(file.write(content), content.size());
}

QByteArray randomBytes(qsizetype size, quint64 seed)
{
    Random random(seed);
    QByteArray data(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; i += 8) {
        const quint64 word = random.next();
        std::memcpy(data.data() + i, &word, size_t(std::min<qsizetype>(8, size - i)));
    }
    return data;
}

} // namespace cm::test
