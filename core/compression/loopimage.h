#pragma once

#include "util/status.h"
#include "util/uniquefd.h"

#include <QString>

namespace cm {

// What to put on a loop image: a filesystem that compresses, made on the
// drive under test where the drive's own filesystem cannot.
struct LoopImageSpec
{
    enum class Filesystem { Btrfs, Ntfs };
    Filesystem filesystem = Filesystem::Btrfs;
    QString algorithm;     // btrfs: zlib, lzo or zstd, as compress=ALG
    qint64 bytes = 0;      // the image's size; the file is sparse
};

// A filesystem image in a folder CompressMark owns, formatted, attached to
// a loop device with direct I/O (so the image file's page cache cannot hide
// cold reads) and mounted in that folder. Everything is undone by remove(),
// also when the object goes after a failure or a cancel. Needs root; without
// it, compressmark-helper does the work unless it is missing or switched off
// (PrivilegedHelper::isUsable).
class LoopImage
{
public:
    static constexpr const char *ImageName = "compressmark-volume.img";
    static constexpr const char *MountFolderName = "volume";

    // Whether this process may attach and mount, and the tools are there;
    // `whyNot` says what is missing.
    static bool isAvailable(LoopImageSpec::Filesystem filesystem, QString *whyNot);

    // Makes `<folder>/compressmark-volume.img` and mounts it on `<folder>/volume`.
    static Status create(const QString &folder, const LoopImageSpec &spec, LoopImage *image);

    LoopImage() = default;
    LoopImage(const LoopImage &) = delete;
    LoopImage &operator=(const LoopImage &) = delete;
    LoopImage(LoopImage &&other) noexcept;
    LoopImage &operator=(LoopImage &&other) noexcept;
    ~LoopImage();

    bool isMounted() const { return m_mounted; }
    const QString &imagePath() const { return m_imagePath; }
    const QString &mountPoint() const { return m_mountPoint; }
    const QString &loopDevice() const { return m_loopDevice; }
    bool directIo() const { return m_directIo; }

    // Unmounts, detaches and deletes the image. Safe to call again.
    Status remove();

    // For compressmark-helper, whose runs end while the image is in use:
    // release() leaves the image attached and mounted when this object goes
    // (create-image), and adopt() takes such an image back to remove it
    // (remove-image).
    void release();
    static LoopImage adopt(const QString &folder, const QString &loopDevice, bool mounted);

private:
    static Status createThroughHelper(const QString &folder, const LoopImageSpec &spec, LoopImage *image);
    Status attach();
    Status mount(const LoopImageSpec &spec);

    QString m_imagePath;
    QString m_mountPoint;
    QString m_loopDevice;
    UniqueFd m_loopFd;     // held from attaching until the mount holds the device
    bool m_attached = false;
    bool m_mounted = false;
    bool m_directIo = false;
    bool m_viaHelper = false; // made by compressmark-helper, removed by it too
};

QString loopFilesystemName(LoopImageSpec::Filesystem filesystem);

} // namespace cm
