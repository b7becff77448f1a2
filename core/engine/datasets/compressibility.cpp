// SPDX-License-Identifier: GPL-3.0-or-later
#include "compressibility.h"

#include "fs/filereader.h"
#include "fs/joinpath.h"
#include "util/shownpath.h"

#include <QFile>

#include <lz4.h>
#include <zstd.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace cm {

struct CompressionMeter::Codecs
{
    ZSTD_CCtx *zstd = ZSTD_createCCtx();
    QByteArray output{qsizetype(std::max<size_t>(ZSTD_compressBound(CompressionChunkBytes),
                                                 size_t(LZ4_compressBound(int(CompressionChunkBytes))))),
                      Qt::Uninitialized};

    ~Codecs() { ZSTD_freeCCtx(zstd); }
};

CompressionMeter::CompressionMeter()
    : m_codecs(std::make_unique<Codecs>())
{
}

CompressionMeter::~CompressionMeter() = default;

void CompressionMeter::add(const char *data, qint64 size)
{
    char *const output = m_codecs->output.data();
    const size_t capacity = size_t(m_codecs->output.size());
    for (qint64 offset = 0; offset < size; offset += CompressionChunkBytes) {
        const qint64 chunk = std::min(CompressionChunkBytes, size - offset);
        const size_t zstdSize
            = ZSTD_compressCCtx(m_codecs->zstd, output, capacity, data + offset, size_t(chunk), ZstdSampleLevel);
        const int lz4Size = LZ4_compress_default(data + offset, output, int(chunk), int(capacity));
        // A failed compression stores the chunk as it is, like a full-size result.
        m_zstdBytes += ZSTD_isError(zstdSize) ? chunk : std::min(chunk, qint64(zstdSize));
        m_lz4Bytes += lz4Size <= 0 ? chunk : std::min(chunk, qint64(lz4Size));
        m_bytes += chunk;
    }
}

CompressionRatios CompressionMeter::ratios() const
{
    if (m_bytes == 0)
        return {};
    // Three decimals say all a sample can; the session stores what is kept here.
    const auto ratio
        = [this](qint64 compressed) { return std::round(double(m_bytes) / double(compressed) * 1000.0) / 1000.0; };
    return {ratio(m_zstdBytes), ratio(m_lz4Bytes), m_bytes};
}

CompressionRatios measureCompressionRatios(const QByteArray &data)
{
    CompressionMeter meter;
    meter.add(data.constData(), data.size());
    return meter.ratios();
}

Status sampleCompressibility(const QByteArray &root, const QList<PlannedFile> &files, qint64 sampleLimit,
                             CompressionRatios *ratios)
{
    // ends[i]: where file i ends in the data set taken as one long stream.
    std::vector<qint64> ends;
    ends.reserve(size_t(files.size()));
    qint64 total = 0;
    for (const PlannedFile &file : files)
        ends.push_back(total += file.bytes);
    *ratios = {};
    if (total == 0 || sampleLimit <= 0)
        return Status::ok();

    const qint64 points = (std::min(sampleLimit, total) + CompressionChunkBytes - 1) / CompressionChunkBytes;
    CompressionMeter meter;
    QByteArray buffer(CompressionChunkBytes, Qt::Uninitialized);
    for (qint64 point = 0; point < points; ++point) {
        qint64 position = total / points * point + total % points * point / points;
        const qint64 next = total / points * (point + 1) + total % points * (point + 1) / points;
        qint64 wanted = std::min(CompressionChunkBytes, next - position);
        // A sample that crosses the end of a file goes on in the next one, as a new piece.
        auto file = std::upper_bound(ends.begin(), ends.end(), position);
        while (wanted > 0 && file != ends.end()) {
            const qsizetype index = file - ends.begin();
            const qint64 offset = position - (*file - files[index].bytes);
            const qint64 length = std::min(wanted, *file - position);
            const QByteArray path = joinPath(root, files[index].relativePath);
            FileReader reader;
            qint64 got = 0;
            if (Status status = FileReader::open(path, &reader); !status)
                return status;
            if (Status status = reader.readAt(buffer.data(), length, offset, &got); !status)
                return status;
            if (got < length)
                return Status::failure(
                    QStringLiteral("%1 is shorter than planned").arg(shownPath(QFile::decodeName(path))));
            meter.add(buffer.constData(), length);
            position += length;
            wanted -= length;
            ++file;
        }
    }
    *ratios = meter.ratios();
    return Status::ok();
}

} // namespace cm
