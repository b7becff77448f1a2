#include "tempfolders.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>

#ifndef Q_OS_WIN
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
    const QString base = parent.isEmpty() ? testArea() : parent;
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
    removeTreeNoFollow(QFile::encodeName(m_path));
#endif
}

#ifndef Q_OS_WIN
RamFolder::RamFolder()
    : TempFolder(QStringLiteral("/dev/shm"))
{
}
#endif

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
