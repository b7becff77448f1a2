// SPDX-License-Identifier: GPL-3.0-or-later
#include "codecprobe.h"

#include "system/parallelfor.h"
#include "system/threadcputime.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace cm {
namespace {

constexpr qint64 SectorBytes = 4096;
// One timing lasts at least this long: shorter ones measure the timer and
// the scheduler as much as the codec.
constexpr qint64 ShortestTimingNanoseconds = 2'000'000;
// All cores at once is shown beside the one-core figure the predictions
// use; a few rounds of it say enough.
constexpr int AllCoresRounds = 2;

struct StoredChunk
{
    QByteArray compressed; // empty: stored plain
    qsizetype originalSize = 0;
};

// One codec's chunks as stored, and its timings so far.
struct ProbedCodec
{
    const Codec *codec = nullptr;
    CodecMeasurement measurement;
    QList<StoredChunk> stored;
    qint64 logicalBytes = 0;
    int passesPerTiming = 1;
    QList<double> oneCoreMBps;
    QList<double> allCoresMBps;
};

qint64 sectors(qint64 bytes)
{
    return (bytes + SectorBytes - 1) / SectorBytes * SectorBytes;
}

// Compresses every chunk on its own, spread over the cores; the speed is
// per core, from the CPU time the compressing threads spent.
ProbedCodec compressChunks(const Codec &codec, const QList<QByteArray> &chunks)
{
    ProbedCodec probed;
    probed.codec = &codec;
    probed.measurement.codec = codec.name();
    probed.stored.resize(chunks.size());
    QList<double> cpuSeconds(chunks.size());
    StoredChunk *const stored = probed.stored.data(); // detached here, once, not in the workers
    double *const seconds = cpuSeconds.data();
    // Each chunk's time is its own thread's CPU time: threads the system
    // refused change nothing measured here.
    static_cast<void>(parallelFor(chunks.size(), [&](qsizetype i) {
        const double start = threadCpuSeconds();
        StoredChunk piece{{}, chunks[i].size()};
        // Like btrfs: kept compressed only when that saves at least a sector.
        if (!codec.compress(chunks[i].constData(), chunks[i].size(), &piece.compressed)
            || sectors(piece.compressed.size()) >= sectors(chunks[i].size()))
            piece.compressed.clear();
        stored[i] = std::move(piece);
        seconds[i] = threadCpuSeconds() - start;
    }));
    qint64 onDisk = 0;
    qsizetype compressedChunks = 0;
    double totalSeconds = 0.0;
    for (qsizetype i = 0; i < chunks.size(); ++i) {
        const StoredChunk &piece = probed.stored[i];
        probed.logicalBytes += piece.originalSize;
        onDisk += sectors(piece.compressed.isEmpty() ? piece.originalSize : piece.compressed.size());
        compressedChunks += piece.compressed.isEmpty() ? 0 : 1;
        totalSeconds += cpuSeconds[i];
    }
    if (probed.logicalBytes == 0)
        return probed;
    probed.measurement.ratio = double(probed.logicalBytes) / double(onDisk);
    probed.measurement.compressedFraction = double(compressedChunks) / double(chunks.size());
    probed.measurement.compressMBps = totalSeconds > 0 ? double(probed.logicalBytes) / totalSeconds / 1e6 : 0.0;
    return probed;
}

bool needsDecompression(const ProbedCodec &probed)
{
    return std::any_of(probed.stored.begin(), probed.stored.end(),
                       [](const StoredChunk &c) { return !c.compressed.isEmpty(); });
}

// Decompresses every stored chunk `passes` times (plain chunks cost nothing
// here: the model charges the device for them); seconds taken.
double decompressionSeconds(const ProbedCodec &probed, int passes)
{
    QByteArray out(BtrfsChunkBytes, Qt::Uninitialized);
    QElapsedTimer timer;
    timer.start();
    for (int pass = 0; pass < passes; ++pass) {
        for (const StoredChunk &chunk : probed.stored) {
            if (out.size() < chunk.originalSize)
                out.resize(chunk.originalSize);
            if (!chunk.compressed.isEmpty())
                probed.codec->decompress(chunk.compressed, out.data(), chunk.originalSize);
        }
    }
    return double(timer.nsecsElapsed()) / 1e9;
}

// The same on every core at once, each core decompressing the whole sample;
// nothing when the system refused a thread, as the cores were not all used.
std::optional<double> allCoresMBps(const ProbedCodec &probed)
{
    const int cores = std::max(1, QThread::idealThreadCount());
    QElapsedTimer timer;
    timer.start();
    const Status threads = parallelFor(
        cores, [&](qsizetype) { decompressionSeconds(probed, probed.passesPerTiming); }, cores);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!threads)
        return std::nullopt;
    return double(probed.logicalBytes) * probed.passesPerTiming * cores / seconds / 1e6;
}

void timeOneRound(ProbedCodec *probed)
{
    const double seconds = decompressionSeconds(*probed, probed->passesPerTiming);
    probed->oneCoreMBps.append(double(probed->logicalBytes) * probed->passesPerTiming / seconds / 1e6);
    if (probed->allCoresMBps.size() < AllCoresRounds) {
        if (const std::optional<double> mbps = allCoresMBps(*probed))
            probed->allCoresMBps.append(*mbps);
    }
}

// An untimed first pass warms caches and the clock, and sets how many
// passes make one timing long enough.
void warmUp(ProbedCodec *probed)
{
    const double seconds = decompressionSeconds(*probed, 1);
    const double shortest = double(ShortestTimingNanoseconds) / 1e9;
    probed->passesPerTiming
        = seconds >= shortest ? 1 : int(std::min(1000.0, std::ceil(shortest / std::max(seconds, 1e-6))));
}

bool isSteady(const QList<ProbedCodec *> &timed, double target)
{
    return std::all_of(timed.begin(), timed.end(), [&](const ProbedCodec *probed) {
        return estimateOf(probed->oneCoreMBps).relativeHalfWidth() <= target;
    });
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

QList<CodecMeasurement> probeCodecs(const QList<const Codec *> &codecs, const QList<QByteArray> &chunks,
                                    const Cancellation *cancel, const ProbeBudget &budget)
{
    const auto cancelled = [cancel] { return cancel && cancel->isRequested(); };
    QList<ProbedCodec> probed;
    for (const Codec *codec : codecs) {
        if (cancelled())
            break;
        probed.append(compressChunks(*codec, chunks));
    }
    QList<ProbedCodec *> timed; // nothing to decompress: stored plain, read plain
    for (ProbedCodec &codec : probed) {
        if (needsDecompression(codec)) {
            warmUp(&codec);
            timed.append(&codec);
        }
    }
    QElapsedTimer clock;
    clock.start();
    for (int round = 0; !timed.isEmpty() && round < budget.maximumRounds && !cancelled(); ++round) {
        if (round >= budget.minimumRounds
            && (clock.elapsed() >= budget.milliseconds || isSteady(timed, budget.targetRelativeHalfWidth)))
            break;
        for (qsizetype i = 0; i < timed.size() && !cancelled(); ++i)
            timeOneRound(timed[(i + round) % timed.size()]);
    }
    QList<CodecMeasurement> measurements;
    for (ProbedCodec &codec : probed) {
        codec.measurement.decompressOneCore = estimateOf(codec.oneCoreMBps);
        codec.measurement.decompressAllCores = estimateOf(codec.allCoresMBps);
        codec.measurement.rounds = int(codec.oneCoreMBps.size());
        measurements.append(codec.measurement);
    }
    return measurements;
}

CodecMeasurement probeCodec(const Codec &codec, const QList<QByteArray> &chunks)
{
    return probeCodecs({&codec}, chunks).value(0);
}

} // namespace cm
