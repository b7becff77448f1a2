#include "tempfolders.h"

#include "fs/saferemove.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <cstdlib>

namespace cm::test {

TempFolder::TempFolder(const QString &parent)
{
    const QString base = parent.isEmpty() ? QStringLiteral(COMPRESSMARK_TEST_AREA) : parent;
    QDir().mkpath(base);
    QByteArray pattern = QFile::encodeName(base + QStringLiteral("/cmtest-XXXXXX"));
    if (::mkdtemp(pattern.data()))
        m_path = QFile::decodeName(pattern);
}

TempFolder::~TempFolder()
{
    if (!m_path.isEmpty())
        removeTreeNoFollow(QFile::encodeName(m_path));
}

RamFolder::RamFolder()
    : TempFolder(QStringLiteral("/dev/shm"))
{
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
