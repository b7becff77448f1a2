// SPDX-License-Identifier: GPL-3.0-or-later
#include "faultysource.h"

#include "copy/copierfactory.h"
#include "datasets/randombytes.h"
#include "filecontents.h"
#include "fs/joinpath.h"
#include "fs/treewalk.h"
#include "util/units.h"

#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <chrono>
#include <future>

namespace cm::test {
namespace {

CopierChoice copierNamed(const QString &text)
{
    CopierChoice choice;
    QString error;
    EXPECT_TRUE(CopierChoice::parse(text, &choice, &error)) << error.toStdString();
    return choice;
}

} // namespace

FaultySource::FaultySource()
{
    Random random(7);
    writeFile(backing.filePath(QStringLiteral("a-before.bin")), randomBytes(random, 200 * KiB));
    writeFile(victimPath(), randomBytes(random, VictimBytes));
    writeFile(backing.filePath(QStringLiteral("z-after.bin")), randomBytes(random, 100 * KiB));
}

QString FaultySource::victimPath() const
{
    return backing.filePath(QStringLiteral("m-victim.bin"));
}

Status copyBounded(const QString &copier, const QString &from, const QString &to)
{
    const auto made = makeCopier(copierNamed(copier), 256 * KiB, false);
    TransferCounters counters;
    Cancellation cancel;
    auto copying = std::async(std::launch::async, [&] {
        return made->copyTree(QFile::encodeName(from), QFile::encodeName(to), counters, cancel);
    });
    if (copying.wait_for(std::chrono::seconds(60)) == std::future_status::timeout) {
        ADD_FAILURE() << copier.toStdString() << " still copying after a minute";
        cancel.request();
    }
    return copying.get();
}

void expectOnlyWholeFiles(const QString &source, const QString &copy)
{
    const QByteArray root = QFile::encodeName(copy);
    const Status walked = walkTree(root, [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile) {
            EXPECT_EQ(fileHash(QFile::decodeName(joinPath(root, entry.relativePath))),
                      fileHash(source + QLatin1Char('/') + QFile::decodeName(entry.relativePath)))
                << entry.relativePath.toStdString() << " was left half copied";
        }
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
}

void expectFailureOnTheVictim(const Status &status, const QString &error, const QString &source, const QString &copy)
{
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("m-victim.bin"))) << status.message().toStdString();
    EXPECT_TRUE(status.message().contains(error)) << status.message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(copy + QStringLiteral("/m-victim.bin")));
    expectOnlyWholeFiles(source, copy);
}

} // namespace cm::test
