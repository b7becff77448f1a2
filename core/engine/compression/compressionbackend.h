// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/compressionmethod.h"
#include "util/cancellation.h"
#include "util/status.h"
#include "volume/volumeinfo.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace cm {

// What a volume can do about transparent compression, and why not.
struct CompressionSupport
{
    bool supported = false;
    bool recognised = false;                            // the volume is the backend's filesystem, supported or not
    CompressionMethod method = CompressionMethod::None; // Btrfs or Ntfs; None when unsupported
    QStringList algorithms;                             // what the method can be asked for; empty: the filesystem's own
    QString defaultAlgorithm;
    QString reason; // when unsupported: why, and what to do instead
};

// Switches a filesystem's transparent compression on for a folder, so that
// files written into it afterwards are stored compressed. One
// implementation per filesystem, chosen from the volume's probe.
class CompressionBackend
{
public:
    virtual ~CompressionBackend() = default;

    virtual CompressionMethod method() const = 0;
    virtual CompressionSupport support(const VolumeInfo &volume) const = 0;

    // `folder` exists, is empty and is on a volume support() accepted.
    virtual Status enableForFolder(const QString &folder, const QString &algorithm) const = 0;

    // Keeps files written into `folder` uncompressed even when the volume
    // is mounted to compress everything.
    virtual Status disableForFolder(const QString &folder) const = 0;

    // The run has written files into `folder` (enabled above): a backend
    // that compresses files that exist (WOF) compresses each now; where the
    // filesystem compressed them while writing there is nothing left to do.
    virtual Status compressWrittenFiles(const QString &folder, const QString &algorithm,
                                        const Cancellation &cancel) const
    {
        Q_UNUSED(folder)
        Q_UNUSED(algorithm)
        Q_UNUSED(cancel)
        return Status::ok();
    }
};

// Every backend of this system (compressionbackends_*.cpp), in the order
// they are asked.
std::vector<std::unique_ptr<CompressionBackend>> compressionBackends();

// The backend of `method` if it supports `volume`; with Auto, the first
// that does and compresses while writing (what `auto` takes; never WOF).
// nullptr when none does.
std::unique_ptr<CompressionBackend> compressionBackendFor(const VolumeInfo &volume,
                                                          CompressionMethod method = CompressionMethod::Auto);

// The answer of the backend `auto` takes, or the reason no such backend
// supports the volume.
CompressionSupport compressionSupport(const VolumeInfo &volume);

// Every supporting backend's answer, in the order they are asked (NTFS's
// own compression and WOF on a Windows NTFS volume).
QList<CompressionSupport> supportedCompressions(const VolumeInfo &volume);

// The answer of `method`'s backend, or that this system has none.
CompressionSupport compressionSupport(const VolumeInfo &volume, CompressionMethod method);

} // namespace cm
