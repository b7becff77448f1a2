// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace cm {

// What CompressMark knows about the volume holding a path. Facts that could
// not be read stay empty, with the reason in `notes`; nothing is guessed.
struct VolumeInfo
{
    QString path;
    QString mountPoint;
    QString device;     // the mount's source, e.g. /dev/vda1
    QString filesystem; // e.g. ext4, btrfs, tmpfs
    QString mountOptions;
    QString label;                          // the name the user gave the volume (Windows' volume label); may be empty
    std::optional<QString> blockDevice;     // kernel name of the device read, e.g. vda1, loop3
    std::optional<QString> loopBackingFile; // the image file when the device is a loop device
    std::optional<QString> model;
    std::optional<QString> serial;
    std::optional<bool> rotational;
    std::optional<int> logicalSectorBytes;
    std::optional<int> physicalSectorBytes;
    qint64 totalBytes = 0;
    qint64 freeBytes = 0;
    bool ramBacked = false; // a RAM disk: tmpfs or ramfs mounted read-write for data (MountUse::RamDisk)
    bool network = false;   // NFS, SMB, sshfs, ...: the network is measured too
    bool readOnly = false;
    QStringList notes; // "fact: why it is missing"
};

struct MountEntry;

VolumeInfo probeVolume(const QString &path);
VolumeInfo probeVolume(const QString &path, const QList<MountEntry> &mountTable);

// The path is on a RAM disk a run may copy to (mountUseOf() says RamDisk):
// never /dev, /sys, /proc or a read-only mount.
bool isRamBacked(const QString &path);

// Both paths live on the same filesystem (same st_dev).
bool onSameVolume(const QString &a, const QString &b);

// Every RAM disk this process may write to, the most usual (/dev/shm) first.
QList<VolumeInfo> ramBackedVolumes();

} // namespace cm
