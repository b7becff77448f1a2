// SPDX-License-Identifier: GPL-3.0-or-later
#include "mounttable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <libmount/libmount.h>
#include <sys/stat.h>

#include <memory>

namespace cm {
namespace {

QString text(const char *value)
{
    return value ? QFile::decodeName(value) : QString();
}

bool isBelow(const QString &path, const QString &mountPoint)
{
    if (mountPoint == QLatin1String("/"))
        return true;
    return path == mountPoint || path.startsWith(mountPoint + QLatin1Char('/'));
}

} // namespace

QList<MountEntry> readMountTable(const QString &path)
{
    QList<MountEntry> entries;
    const std::unique_ptr<libmnt_table, decltype(&mnt_unref_table)> table(mnt_new_table_from_file(
                                                                              QFile::encodeName(path).constData()),
                                                                          &mnt_unref_table);
    if (!table)
        return entries;
    const std::unique_ptr<libmnt_iter, decltype(&mnt_free_iter)> iterator(mnt_new_iter(MNT_ITER_FORWARD),
                                                                          &mnt_free_iter);
    libmnt_fs *fs = nullptr;
    while (mnt_table_next_fs(table.get(), iterator.get(), &fs) == 0) {
        char *options = mnt_fs_strdup_options(fs);
        entries.append(MountEntry{text(mnt_fs_get_target(fs)), text(mnt_fs_get_source(fs)), text(mnt_fs_get_fstype(fs)),
                                  text(options), mnt_fs_get_devno(fs), mnt_fs_get_id(fs), mnt_fs_get_parent_id(fs),
                                  text(mnt_fs_get_vfs_options(fs))});
        free(options);
    }
    return entries;
}

bool hasMountOption(const QString &options, QLatin1String option)
{
    return options.split(QLatin1Char(',')).contains(option);
}

const MountEntry *mountOf(const QList<MountEntry> &table, const QString &path)
{
    struct stat info
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return nullptr;
    QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        canonical = QDir::cleanPath(path);
    // Later lines mount over earlier ones at the same place: the last match
    // wins. A btrfs subvolume has an st_dev of its own that no line carries;
    // then the deepest mount above the path is the one.
    const MountEntry *best = nullptr;
    const MountEntry *deepest = nullptr;
    for (const MountEntry &entry : table) {
        if (!isBelow(canonical, entry.mountPoint))
            continue;
        if (!deepest || entry.mountPoint.size() >= deepest->mountPoint.size())
            deepest = &entry;
        if (entry.device == info.st_dev && (!best || entry.mountPoint.size() >= best->mountPoint.size()))
            best = &entry;
    }
    return best ? best : deepest;
}

const MountEntry *mountWithId(const QList<MountEntry> &table, quint64 id)
{
    // Mounted over again at the same place, an id is still unique.
    for (const MountEntry &entry : table) {
        if (quint64(entry.id) == id)
            return &entry;
    }
    return nullptr;
}

QList<MountEntry> mountsBelow(const QList<MountEntry> &table, const QString &folder)
{
    QList<MountEntry> below;
    for (const MountEntry &entry : table) {
        if (entry.mountPoint != folder && isBelow(entry.mountPoint, folder))
            below.append(entry);
    }
    return below;
}

} // namespace cm
