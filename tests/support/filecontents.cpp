#include "filecontents.h"

#include "fs/treewalk.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

namespace cm::test {

QByteArray treeHash(const QString &root)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QByteArray rootPath = QFile::encodeName(root);
    walkTree(rootPath, [&](const TreeEntry &entry) {
        hash.addData(entry.relativePath);
        if (entry.type == TreeEntry::Type::RegularFile) {
            QFile file(QFile::decodeName(joinPath(rootPath, entry.relativePath)));
            file.open(QIODevice::ReadOnly);
            hash.addData(file.readAll());
        }
        return Status::ok();
    });
    return hash.result();
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

} // namespace cm::test
