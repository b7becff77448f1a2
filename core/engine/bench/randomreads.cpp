// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomreads.h"

#include "copy/filecopy.h"
#include "fs/filereader.h"
#include "plan/operation.h"
#include "system/threadqueue.h"
#include "util/firstfailure.h"
#include "util/random.h"
#include "util/shownpath.h"

#include <ThreadWeaver/Queueing>

#include <QFile>
#include <QtGlobal>

#include <algorithm>
#include <memory>
#include <vector>

namespace cm {
namespace {

constexpr qint64 ReadBytes = RandomReadBytes;

struct FreeAligned
{
    void operator()(char *buffer) const { qFreeAligned(buffer); }
};

// The first `count` of all 4 KiB places of the file in a seeded random order.
std::vector<qint64> shuffledPlaces(qint64 places, qint64 count, quint64 seed)
{
    std::vector<qint64> order(static_cast<size_t>(places));
    for (qint64 i = 0; i < places; ++i)
        order[size_t(i)] = i;
    Random random(seed);
    for (qint64 i = 0; i < count; ++i)
        std::swap(order[size_t(i)], order[size_t(random.between(quint64(i), quint64(places - 1)))]);
    order.resize(size_t(count));
    return order;
}

// One reader of the queue depth: its own open file and buffer, every
// `stride`-th place (in blocks of `blockBytes`) from `first`.
Status readPlaces(const QByteArray &path, const std::vector<qint64> &places, qint64 blockBytes, size_t first,
                  size_t stride, TransferCounters &counters, const Cancellation &cancel)
{
    FileReader reader;
    if (!FileReader::open(path, &reader, FileReader::Mode::Direct)) {
        // No direct reads on this filesystem: the file was evicted beforehand.
        if (Status status = FileReader::open(path, &reader); !status)
            return status;
    }
    const std::unique_ptr<char, FreeAligned> buffer(static_cast<char *>(qMallocAligned(size_t(blockBytes), ReadBytes)));
    if (!buffer)
        return Status::failure(QStringLiteral("out of memory for a read buffer"));
    for (size_t i = first; i < places.size(); i += stride) {
        if (cancel.isRequested())
            return Status::cancelled();
        qint64 got = 0;
        if (Status status = reader.readAt(buffer.get(), blockBytes, places[i] * blockBytes, &got); !status)
            return status;
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
        counters.files.fetch_add(1, std::memory_order_relaxed);
    }
    return Status::ok();
}

// The places, read by `queueDepth` readers at once.
Status readAll(const QByteArray &path, const std::vector<qint64> &places, qint64 blockBytes, int queueDepth,
               TransferCounters &counters, const Cancellation &cancel)
{
    ThreadQueue queue(queueDepth);
    FirstFailure failure;
    for (int reader = 0; reader < queueDepth && queue.status(); ++reader) {
        // A refusal stops the loop (queue.status()) and is finish()'s result.
        static_cast<void>(queue.enqueue(ThreadWeaver::make_job([&, reader] {
            failure.record(readPlaces(path, places, blockBytes, size_t(reader), size_t(queueDepth), counters, cancel));
        })));
    }
    if (Status finished = queue.finish(); !finished)
        return finished;
    return failure.get();
}

Status fileSize(const QByteArray &path, qint64 *bytes)
{
    FileReader reader;
    if (Status status = FileReader::open(path, &reader); !status)
        return status;
    return reader.size(bytes);
}

} // namespace

Status randomReads(const QString &file, int queueDepth, qint64 maximumReads, quint64 seed, TransferCounters &counters,
                   const Cancellation &cancel)
{
    const QByteArray path = QFile::encodeName(file);
    qint64 bytes = 0;
    if (Status status = fileSize(path, &bytes); !status)
        return status;
    const qint64 places = bytes / ReadBytes;
    if (places == 0)
        return Status::failure(QStringLiteral("%1 is smaller than one 4 KiB read").arg(shownPath(file)));
    const std::vector<qint64> order = shuffledPlaces(places, std::min(places, maximumReads), seed);
    return readAll(path, order, ReadBytes, queueDepth, counters, cancel);
}

Status sequentialReads(const QString &file, int queueDepth, qint64 blockBytes, TransferCounters &counters,
                       const Cancellation &cancel)
{
    const QByteArray path = QFile::encodeName(file);
    qint64 bytes = 0;
    if (Status status = fileSize(path, &bytes); !status)
        return status;
    // The last block may be short: a direct read of its whole length stops at the end.
    std::vector<qint64> places(size_t((bytes + blockBytes - 1) / blockBytes));
    for (size_t i = 0; i < places.size(); ++i)
        places[i] = qint64(i);
    return readAll(path, places, blockBytes, queueDepth, counters, cancel);
}

} // namespace cm
