// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scopedmount.h"
#include "tempfolders.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace cm::test {

// An NTFS image (mkntfs, 4 KiB clusters) in a folder of its own, mounted
// through ntfs-3g on a loop device (or on the image file itself, as ntfs-3g
// can) with compression on or off (`-o compression` / `-o nocompression`);
// unmounted, detached and deleted when the object goes, on every path out
// of a test. Needs root.
class NtfsMount
{
public:
    enum class Compression { On, Off };
    enum class Backing { LoopDevice, ImageFile };
    explicit NtfsMount(Compression compression, Backing backing = Backing::LoopDevice);
    ~NtfsMount();
    NtfsMount(const NtfsMount &) = delete;
    NtfsMount &operator=(const NtfsMount &) = delete;

    bool isMounted() const { return m_mount && m_mount->isMounted(); }
    const QString &error() const { return m_error; }
    QString path() const { return m_mount ? m_mount->path() : QString(); }
    QString filePath(const QString &name) const { return path() + QLatin1Char('/') + name; }
    QString imagePath() const { return m_imageFolder.filePath(QStringLiteral("ntfs.img")); }

    // Empty when this process may mount ntfs-3g loop images; otherwise why not.
    static QString unavailableReason();

private:
    TempFolder m_imageFolder;
    std::unique_ptr<ScopedMount> m_mount; // goes before the image's folder
    QString m_error;
};

// What CompressMark's NTFS probe would have left in `folder`: its
// `.compressmark-*` folders.
QStringList ntfsProbeLeftovers(const QString &folder);

} // namespace cm::test

// Skips the current test, saying why, where ntfs-3g loop images cannot be mounted.
#define CM_SKIP_WITHOUT_NTFS3G()                                                                                       \
    do {                                                                                                               \
        if (const QString why = cm::test::NtfsMount::unavailableReason(); !why.isEmpty()) {                            \
            GTEST_SKIP() << why.toStdString();                                                                         \
        }                                                                                                              \
    } while (false)
