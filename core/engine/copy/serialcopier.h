// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"
#include "copy/filecopy.h"

namespace cm {

// One thread, file after file, read() into one user-space buffer and
// write() out: what cp does from a drive to a RAM disk. GNU cp first asks
// for a reflink (FICLONE) and for copy_file_range; between two filesystems
// (a disk and tmpfs) both fail with EXDEV and it falls back to exactly this
// loop, with FADV_SEQUENTIAL and a buffer of max(128 KiB, st_blksize)
// (coreutils' IO_BUFSIZE). The in-kernel copies are the `kernel` copier.
// The buffer size is cp's, not the plan's block: a cold file read in 1 MiB
// requests waits for each whole MiB before writing any of it, where 128 KiB
// requests let read-ahead fetch the next part while this one is written.
// With `directReads`, the source is read with O_DIRECT in blocks of
// `blockBytes` into an aligned buffer, past the page cache (the `direct`
// cache mode, which no cp does; there is no read-ahead to lean on).
class SerialCopier : public Copier
{
public:
    // What coreutils' cp reads at once, unless a filesystem prefers more.
    static constexpr qint64 CpBufferBytes = 128 * 1024;

    explicit SerialCopier(qint64 blockBytes, bool directReads = false);

    QString name() const override { return enumName(CopierChoice::KindNames, CopierChoice::Kind::Serial); }
    int threads() const override { return 1; }
    qint64 blockBytes() const override { return m_options.directReads ? m_options.blockBytes : CpBufferBytes; }

    Status copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                    const Cancellation &cancel) const override;

private:
    FileCopyOptions m_options;
};

} // namespace cm
