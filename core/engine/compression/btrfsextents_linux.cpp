// SPDX-License-Identifier: GPL-3.0-or-later
#include "btrfsextents_linux.h"

#include "fs/heldfolder.h"
#include "util/uniquefd.h"

#include <QFile>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <fcntl.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <sys/ioctl.h>
#include <sys/stat.h>

#include <limits>
#include <unordered_set>
#include <vector>

namespace cm {
namespace {

constexpr size_t ResultBufferBytes = 64 * 1024;
// An inline extent keeps its data right after the item's header fields.
constexpr size_t InlineDataOffset = offsetof(btrfs_file_extent_item, disk_bytenr);

struct SearchBuffer
{
    std::vector<unsigned char> storage
        = std::vector<unsigned char>(sizeof(btrfs_ioctl_search_args_v2) + ResultBufferBytes);
    btrfs_ioctl_search_args_v2 *args() { return reinterpret_cast<btrfs_ioctl_search_args_v2 *>(storage.data()); }
};

// Adds what one EXTENT_DATA item stores on the disk.
void addExtent(const unsigned char *item, quint32 length, std::unordered_set<quint64> &seen, qint64 *bytes)
{
    btrfs_file_extent_item extent{};
    std::memcpy(&extent, item, std::min<size_t>(length, sizeof extent));
    if (extent.type == BTRFS_FILE_EXTENT_INLINE) {
        *bytes += length > InlineDataOffset ? qint64(length - InlineDataOffset) : 0;
        return;
    }
    const quint64 diskStart = extent.disk_bytenr;
    if (diskStart == 0 || !seen.insert(diskStart).second)
        return; // a hole, or an extent already counted
    *bytes += qint64(extent.disk_num_bytes);
}

} // namespace

Status btrfsFileDiskBytes(const QByteArray &path, qint64 *bytes)
{
    *bytes = 0;
    UniqueFd fd(openBelowHeld(path, O_RDONLY | O_NOFOLLOW));
    struct stat info
    {
    };
    if (!fd.isValid() || ::fstat(fd.get(), &info) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), QFile::decodeName(path)));

    SearchBuffer buffer;
    btrfs_ioctl_search_key &key = buffer.args()->key;
    key.tree_id = 0; // the subvolume holding the file
    key.min_objectid = key.max_objectid = info.st_ino;
    key.min_type = key.max_type = BTRFS_EXTENT_DATA_KEY;
    key.min_offset = 0;
    key.max_offset = std::numeric_limits<quint64>::max();
    key.min_transid = 0;
    key.max_transid = std::numeric_limits<quint64>::max();

    std::unordered_set<quint64> seen;
    for (;;) {
        key.nr_items = std::numeric_limits<quint32>::max();
        buffer.args()->buf_size = ResultBufferBytes;
        if (::ioctl(fd.get(), BTRFS_IOC_TREE_SEARCH_V2, buffer.args()) != 0)
            return Status::failure(
                errnoMessage(QStringLiteral("cannot read the btrfs extents of"), QFile::decodeName(path)));
        if (key.nr_items == 0)
            return Status::ok();
        const unsigned char *cursor = reinterpret_cast<const unsigned char *>(buffer.args()->buf);
        quint64 lastOffset = 0;
        for (quint32 i = 0; i < key.nr_items; ++i) {
            btrfs_ioctl_search_header header{};
            std::memcpy(&header, cursor, sizeof header);
            cursor += sizeof header;
            if (header.type == BTRFS_EXTENT_DATA_KEY)
                addExtent(cursor, header.len, seen, bytes);
            cursor += header.len;
            lastOffset = header.offset;
        }
        if (lastOffset == std::numeric_limits<quint64>::max())
            return Status::ok();
        key.min_offset = lastOffset + 1;
    }
}

} // namespace cm
