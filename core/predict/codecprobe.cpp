#include "codecprobe.h"

#include "util/parallelfor.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>

namespace cm {
namespace {

constexpr qint64 SectorBytes = 4096;
constexpr qint64 MinimumTimingNanoseconds = 50'000'000; // enough runs for a steady figure

struct StoredChunk
{
    QByteArray compressed; // empty: stored plain
    qsizetype originalSize = 0;
};

qint64 sectors(qint64 bytes)
{
    return (bytes + SectorBytes - 1) / SectorBytes * SectorBytes;
}

// Decompresses every compressed chunk until enough time has passed; MB/s
// of logical bytes delivered (plain chunks cost a copy, as they would).
double decompressionMBps(const Codec &codec, const QList<StoredChunk> &stored, qint64 logicalBytes)
{
    QByteArray out(128 * 1024, Qt::Uninitialized);
    QElapsedTimer timer;
    timer.start();
    qint64 delivered = 0;
    do {
        for (const StoredChunk &chunk : stored) {
            if (out.size() < chunk.originalSize)
                out.resize(chunk.originalSize);
            if (!chunk.compressed.isEmpty())
                codec.decompress(chunk.compressed, out.data(), chunk.originalSize);
        }
        delivered += logicalBytes;
    } while (timer.nsecsElapsed() < MinimumTimingNanoseconds);
    return double(delivered) / (double(timer.nsecsElapsed()) / 1e9) / 1e6;
}

// The same on every core at once, each core decompressing the whole sample.
double decompressionMBpsAllCores(const Codec &codec, const QList<StoredChunk> &stored, qint64 logicalBytes)
{
    const int cores = std::max(1, QThread::idealThreadCount());
    QList<double> speeds(cores);
    double *const slots = speeds.data(); // detached here, once, not in the workers
    parallelFor(cores, [&](qsizetype core) { slots[core] = decompressionMBps(codec, stored, logicalBytes); }, cores);
    double total = 0.0;
    for (double speed : speeds)
        total += speed;
    return total;
}

} // namespace

QList<QByteArray> filesystemChunks(const QList<QByteArray> &files, qsizetype chunkBytes)
{
    QList<QByteArray> chunks;
    for (const QByteArray &file : files) {
        for (qsizetype offset = 0; offset < file.size(); offset += chunkBytes)
            chunks.append(file.mid(offset, chunkBytes));
    }
    return chunks;
}

CodecMeasurement probeCodec(const Codec &codec, const QList<QByteArray> &chunks)
{
    CodecMeasurement measurement;
    measurement.codec = codec.name();
    QList<StoredChunk> stored;
    qint64 logical = 0, onDisk = 0;
    QElapsedTimer timer;
    timer.start();
    for (const QByteArray &chunk : chunks) {
        StoredChunk piece{{}, chunk.size()};
        // Like btrfs: kept compressed only when that saves at least a sector.
        if (!codec.compress(chunk.constData(), chunk.size(), &piece.compressed)
            || sectors(piece.compressed.size()) >= sectors(chunk.size()))
            piece.compressed.clear();
        logical += chunk.size();
        onDisk += sectors(piece.compressed.isEmpty() ? chunk.size() : piece.compressed.size());
        stored.append(piece);
    }
    const double compressSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (logical == 0)
        return measurement;
    measurement.ratio = double(logical) / double(onDisk);
    measurement.compressMBps = compressSeconds > 0 ? double(logical) / compressSeconds / 1e6 : 0.0;
    if (std::all_of(stored.begin(), stored.end(), [](const StoredChunk &c) { return c.compressed.isEmpty(); }))
        return measurement; // nothing to decompress: stored plain, read plain
    measurement.decompressMBpsOneCore = decompressionMBps(codec, stored, logical);
    measurement.decompressMBpsAllCores = decompressionMBpsAllCores(codec, stored, logical);
    return measurement;
}

} // namespace cm
