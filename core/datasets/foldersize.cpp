#include "foldersize.h"

#include "fs/treewalk.h"

#include <QFile>

namespace cm {

Status folderDataBytes(const QString &folder, qint64 *bytes)
{
    *bytes = 0;
    return walkTree(QFile::encodeName(folder), [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile)
            *bytes += entry.bytes;
        return Status::ok();
    });
}

} // namespace cm
