// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"
#include "copy/filecopy.h"

namespace cm {

// One thread, file after file, read() into one user-space buffer and
// write() out, with FADV_SEQUENTIAL and reads of max(128 KiB, st_blksize):
// the loop GNU cp falls back to between two filesystems (a disk and tmpfs),
// where its reflink (FICLONE) and copy_file_range attempts fail with EXDEV.
// It is not cp: cp maps a new buffer for every file, faults it in page by
// page and unmaps it, and makes its two failed attempts and two more stats
// on every file. Where page faults and system calls are dear (virtual
// machines) that costs cp up to half its speed; docs/PERFORMANCE.md has the
// paired figures. cp's own figure is `external:cp -r`.
// The read size is cp's, not the plan's block: a cold file read in 1 MiB
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
