#include "randomreads.h"

#include "copy/filecopy.h"
#include "util/firstfailure.h"
#include "util/random.h"
#include "util/uniquefd.h"

#include <ThreadWeaver/Queue>
#include <ThreadWeaver/Queueing>

#include <QFile>

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace cm {
namespace {

constexpr qint64 ReadBytes = 4096;

struct FreeAligned
{
    void operator()(char *buffer) const { std::free(buffer); }
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

// One reader of the queue depth: its own descriptor and buffer, every
// `stride`-th place from `first`.
Status readPlaces(const QByteArray &path, const std::vector<qint64> &places, size_t first, size_t stride,
                  TransferCounters &counters, const Cancellation &cancel)
{
    UniqueFd fd(::open(path.constData(), O_RDONLY | O_DIRECT | O_CLOEXEC));
    if (!fd.isValid() && errno == EINVAL)
        fd = UniqueFd(::open(path.constData(), O_RDONLY | O_CLOEXEC)); // no O_DIRECT here: evicted beforehand
    if (!fd.isValid())
        return copyFailure("cannot open", path);
    const std::unique_ptr<char, FreeAligned> buffer(static_cast<char *>(std::aligned_alloc(ReadBytes, ReadBytes)));
    for (size_t i = first; i < places.size(); i += stride) {
        if (cancel.isRequested())
            return copyCancelled();
        ssize_t got = 0;
        do {
            got = ::pread(fd.get(), buffer.get(), ReadBytes, places[i] * ReadBytes);
        } while (got < 0 && errno == EINTR);
        if (got < 0)
            return copyFailure("cannot read", path);
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
        counters.files.fetch_add(1, std::memory_order_relaxed);
    }
    return Status::ok();
}

} // namespace

Status randomReads(const QString &file, int queueDepth, qint64 maximumReads, quint64 seed, TransferCounters &counters,
                   const Cancellation &cancel)
{
    const QByteArray path = QFile::encodeName(file);
    struct stat info {};
    if (::stat(path.constData(), &info) != 0)
        return copyFailure("cannot inspect", path);
    const qint64 places = qint64(info.st_size) / ReadBytes;
    if (places == 0)
        return Status::failure(QStringLiteral("%1 is smaller than one 4 KiB read").arg(file));
    const std::vector<qint64> order = shuffledPlaces(places, std::min(places, maximumReads), seed);

    ThreadWeaver::Queue queue;
    queue.setMaximumNumberOfThreads(queueDepth);
    FirstFailure failure;
    for (int reader = 0; reader < queueDepth; ++reader) {
        queue.enqueue(ThreadWeaver::make_job([&, reader] {
            failure.record(readPlaces(path, order, size_t(reader), size_t(queueDepth), counters, cancel));
        }));
    }
    queue.finish();
    queue.shutDown();
    return failure.get();
}

} // namespace cm
