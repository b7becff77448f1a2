// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// LoopImage on Linux; include compression/loopimage.h.

#include "compression/loopdevice_linux.h"
#include "privilege/loopimagespec.h"
#include "privilege/privileges.h"
#include "system/interruptwatch.h"
#include "util/status.h"
#include "util/uniquefd.h"

#include <QString>

#include <sys/types.h>

namespace cm {

// Who may write on a new btrfs image: its root folder's owner and group.
struct LoopImageOwner
{
    uid_t user = 0;
    gid_t group = 0;
};

// A filesystem image in a folder CompressMark owns, formatted, attached to
// a loop device with direct I/O (so the image file's page cache cannot hide
// cold reads) and mounted in that folder. Everything is undone by remove(),
// also when the object goes after a failure or a cancel. Needs root; without
// it, compressmark-helper does the work unless it is missing or switched off
// (Privileges::helperUsable).
//
// As root it works in a folder that someone else may change meanwhile (the
// helper in a user's workspace): the folder is opened once and every step
// goes through descriptors. The image is created there exclusively, the
// loop device takes the image's descriptor, mkfs writes to the loop device,
// the filesystem is mounted onto the held mount folder and then checked in
// the mount table; removal finds the image by inode and the mount by id.
class LoopImage
{
public:
    static constexpr const char *ImageName = LoopImageSpec::ImageName;
    static constexpr const char *MountFolderName = LoopImageSpec::MountFolderName;

    // Whether a process with `privileges` may attach and mount, and the
    // tools are there; `whyNot` says what is missing.
    static bool isAvailable(LoopImageSpec::Filesystem filesystem, const Privileges &privileges, QString *whyNot);

    // Makes `<folder>/compressmark-volume.img` and mounts it on `<folder>/volume`.
    // `cancel` ends a wait for the administrator's password (without root).
    static Status create(const QString &folder, const LoopImageSpec &spec, const Privileges &privileges,
                         LoopImage *image, const Cancellation &cancel = Interrupts::cancellation());

    // The same as root in the folder open as `folder` (found at `path`),
    // the filesystem's root handed to `owner` (btrfs; ntfs-3g lets everyone
    // write already). Fails, leaving nothing behind, when the folder or a
    // name in it is swapped midway.
    static Status createIn(UniqueFd folder, const QString &path, const LoopImageSpec &spec, const LoopImageOwner &owner,
                           LoopImage *image);

    // Takes back an image made by this process's user in `folder` to remove
    // it: the image is one CompressMark made (openImage), a loop device
    // serves that very file and, if anything is mounted on `volume`, it is
    // that loop device. Refuses anything else, saying what it found.
    static Status adopt(const QString &folder, LoopImage *image);
    static Status adoptIn(UniqueFd folder, const QString &path, LoopImage *image);

    // The image in the folder open as `folder`, open for reading and
    // writing, when it has the shape of one CompressMark made: a regular file
    // (not a link), one name only, owned by this process's user and readable
    // by it only. `shown` names it.
    static Status openImage(int folder, const QString &shown, UniqueFd *image);

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
    // the image stays attached and mounted when this object goes.
    void release();

private:
    static Status createThroughHelper(const QString &folder, const LoopImageSpec &spec, LoopImage *image,
                                      const Cancellation &cancel);
    Status makeFilesystem(const LoopImageSpec &spec, const LoopImageOwner &owner);
    Status mountOnFolder(const LoopImageSpec &spec, const LoopImageOwner &owner);
    Status checkNamesStillOurs() const;
    Status unmount();
    Status deleteFiles();

    QString m_imagePath;
    QString m_mountPoint;
    QString m_loopDevice;
    UniqueFd m_folder;    // the folder the image and its mount folder are in
    UniqueFd m_imageFile; // the image, whatever its name becomes
    FileIdentity m_image;
    UniqueFd m_loopFd;     // held from attaching until the mount holds the device
    UniqueFd m_newMount;   // the mount until it is checked in place
    quint64 m_mountId = 0; // the mount on `volume`, once it is there
    QString m_realFolder;  // the folder's real path when the image was made
    bool m_attached = false;
    bool m_madeMountFolder = false;
    bool m_mounted = false;
    bool m_directIo = false;
    bool m_viaHelper = false; // made by compressmark-helper, removed by it too
};

} // namespace cm
