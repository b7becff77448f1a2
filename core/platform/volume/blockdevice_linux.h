// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace cm {

struct MountEntry;

// The block device a mounted filesystem lives on, as /sys describes it.
struct BlockDevice
{
    QString name;                           // the device itself, e.g. vda1, loop3
    QString sysFolder;                      // /sys/class/block/<name>: holds "stat"
    QString diskFolder;                     // the whole disk (/sys/block/vda for vda1): model, queue
    std::optional<QString> loopBackingFile; // the image file behind a loop device

    QString statPath() const { return sysFolder + QStringLiteral("/stat"); }
};

// Finds the device behind `path` on `mount`. The mount's source names it
// (btrfs hands out anonymous st_dev numbers that /sys does not know, so the
// source from mountinfo is what counts); a path's own st_dev is the fallback.
// Empty, with `whyNot` set, for tmpfs, network and other deviceless mounts.
std::optional<BlockDevice> blockDeviceOf(const QString &path, const MountEntry *mount, QString *whyNot);

// Reads one line of text from /sys; empty when it cannot be read.
std::optional<QString> readSysText(const QString &path);

} // namespace cm
