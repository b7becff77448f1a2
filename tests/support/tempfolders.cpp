// SPDX-License-Identifier: GPL-3.0-or-later
#include "tempfolders.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#ifdef Q_OS_WIN
#include "volume/volumeinfo.h"
#else
#include "fs/saferemove.h"
#endif

namespace cm::test {

namespace {

// The build tree's test area on Linux; Windows' folder for temporary files,
// where a build's tests run under wine or on a Windows machine.
QString testArea()
{
#ifdef Q_OS_WIN
    return QDir::tempPath() + QStringLiteral("/compressmark-tests");
#else
    return QStringLiteral(COMPRESSMARK_TEST_AREA);
#endif
}

} // namespace

TempFolder::TempFolder(const QString &parent)
{
    createUnder(parent.isEmpty() ? testArea() : parent);
}

void TempFolder::createUnder(const QString &base)
{
    QDir().mkpath(base);
    QTemporaryDir folder(base + QStringLiteral("/cmtest-XXXXXX"));
    folder.setAutoRemove(false);
    if (folder.isValid())
        m_path = folder.path();
}

// Links in the tree are removed, never followed.
TempFolder::~TempFolder()
{
    if (m_path.isEmpty())
        return;
#ifdef Q_OS_WIN
    QDir(m_path).removeRecursively();
#else
    if (const Status removed = removeTreeNoFollow(QFile::encodeName(m_path)); !removed)
        ADD_FAILURE() << removed.message().toStdString();
#endif
}

RamFolder::RamFolder()
    : TempFolder(NotYet{})
{
#ifdef Q_OS_WIN
    const QList<VolumeInfo> ramDisks = ramBackedVolumes();
    if (!ramDisks.isEmpty())
        createUnder(QDir::fromNativeSeparators(ramDisks.first().mountPoint) + QStringLiteral("compressmark-tests"));
#else
    createUnder(QStringLiteral("/dev/shm"));
#endif
}

const char *RamFolder::absentReason()
{
#ifdef Q_OS_WIN
    return "needs a RAM disk (ImDisk, say); under wine the tests' fixture lends one (installer/windows/wine-ramdisk.sh)";
#else
    return "needs /dev/shm, a tmpfs";
#endif
}

int countEntries(const QString &path)
{
    int count = 0;
    QDirIterator it(path, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        ++count;
    }
    return count;
}

} // namespace cm::test
