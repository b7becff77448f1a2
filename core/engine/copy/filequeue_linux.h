// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/threadqueue.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>
#include <QMutex>
#include <QWaitCondition>

#include <deque>

namespace cm {

// The regular files of a tree, walked on a thread of its own and handed
// out one by one, so that the copy goes on while the walk lists the next
// folders. The walk takes each file's type from the folder's listing,
// without a stat(2): on a cold drive every stat is a read of its own, one
// at a time. At most `Capacity` files wait, however many the tree holds.
// Folders are made below the target as the walk reaches them, before any
// file of theirs is handed out. Each batch of files is handed out in the
// order of their inode numbers, as the filesystem placed them (a listing
// comes in its hash order): neighbours share the blocks that hold their
// inodes, and their data lies near. With `physicalOrder`, in the order of
// each file's first block on the drive instead (FIEMAP): what a rotating
// drive reads without seeking back and forth.
class FileQueue
{
public:
    static constexpr qsizetype Capacity = 4096;

    // Walks the folder open as `sourceRoot` (`from` names it in messages)
    // and makes folders below `to`. `sourceRoot` must stay open until the
    // queue is gone.
    FileQueue(int sourceRoot, const QByteArray &from, const QByteArray &to, bool physicalOrder,
              const Cancellation &cancel);
    // Stops the walk and waits for it.
    ~FileQueue();
    FileQueue(const FileQueue &) = delete;
    FileQueue &operator=(const FileQueue &) = delete;

    // Starts the walk; a failure when no thread could start.
    Status start();

    enum class Take { File, NotYet, End };
    // The next file's path below the roots, at once: NotYet while the walk
    // has not reached one, End once it is over (status() says how).
    Take take(QByteArray *relative);
    // Waits up to `milliseconds` for a file or the end.
    void waitForMore(int milliseconds);
    // After End: the walk's failure, or ok.
    Status status() const;

private:
    void walk();
    struct Listed
    {
        quint64 place = 0; // the inode number, or the first block's byte on the drive
        QByteArray relative;
    };
    Status walkFolder(int dirFd, const QByteArray &relative);
    // Hands out `files` (after ordering them), waiting for room.
    Status hand(std::vector<Listed> *files);

    int m_sourceRoot;
    QByteArray m_from;
    QByteArray m_to;
    bool m_physicalOrder;
    const Cancellation &m_cancel;
    ThreadQueue m_thread{1};

    mutable QMutex m_lock;
    QWaitCondition m_changed;
    std::deque<QByteArray> m_files;
    bool m_ended = false;
    bool m_stopping = false;
    Status m_status = Status::ok();
};

} // namespace cm
