// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/filesetwriter.h"
#include "util/status.h"

#include <QByteArray>
#include <QList>

#include <memory>

namespace cm {

// How well a data set compresses: logical bytes divided by what zstd
// (level 3, btrfs's default) and lz4 would store.
struct CompressionRatios
{
    double zstd = 0.0;
    double lz4 = 0.0;
    qint64 sampleBytes = 0; // 0: nothing measured, the ratios mean nothing
};

// btrfs compresses each 128 KiB of a file on its own and stores a chunk
// that does not shrink as it is; the meter does the same, so a ratio is
// what the filesystem could achieve, never below 1.
constexpr qint64 CompressionChunkBytes = 128 * 1024;
constexpr int ZstdSampleLevel = 3;
// Enough to judge a data set, little enough to take well under a second.
constexpr qint64 DefaultSampleBytes = 8 * 1024 * 1024;

class CompressionMeter
{
public:
    CompressionMeter();
    ~CompressionMeter();
    CompressionMeter(const CompressionMeter &) = delete;
    CompressionMeter &operator=(const CompressionMeter &) = delete;

    // One piece of one file: compressed in chunks of 128 KiB, never joined
    // with the next piece (files are compressed separately).
    void add(const char *data, qint64 size);
    CompressionRatios ratios() const;

private:
    struct Codecs;
    std::unique_ptr<Codecs> m_codecs;
    qint64 m_bytes = 0;
    qint64 m_zstdBytes = 0;
    qint64 m_lz4Bytes = 0;
};

// The ratios of `data` taken as one file.
CompressionRatios measureCompressionRatios(const QByteArray &data);

// Reads up to `sampleLimit` bytes of a written data set (the planned files
// below `root`), in 128 KiB pieces spread evenly over its whole length, and
// measures them. Everything is read when the data set is that small.
Status sampleCompressibility(const QByteArray &root, const QList<PlannedFile> &files, qint64 sampleLimit,
                             CompressionRatios *ratios);

} // namespace cm
