// SPDX-License-Identifier: GPL-3.0-or-later
#include "photosgenerator.h"

#include "datasets/randombytes.h"
#include "datasets/syntheticpicture.h"
#include "util/units.h"

#include <QBuffer>
#include <QImageWriter>
#include <QtEndian>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr qint64 SmallestJpeg = 2 * MiB;
constexpr qint64 LargestJpeg = 8 * MiB;
constexpr qint64 SmallestRaw = 12 * MiB;
constexpr qint64 LargestRaw = 30 * MiB;
constexpr qint64 SmallestFile = 64 * KiB; // a shorter remainder joins the previous file
constexpr qsizetype RawEvery = 6;
constexpr qsizetype FilesPerFolder = 100;

// The padding segment: marker, length, identifier, random bytes.
constexpr char PaddingIdentifier[] = "CompressMark"; // with its terminating zero
constexpr qint64 SmallestPadding = 4 + qint64(sizeof PaddingIdentifier);
constexpr qint64 LargestPadding = 2 + 0xFFFF;
// How much of a planned JPEG the picture itself aims to fill.
constexpr double PictureShare = 0.96;

bool isRaw(const PlannedFile &file)
{
    return file.relativePath.endsWith(".DNG");
}

qint64 uniformBetween(Random &random, qint64 low, qint64 high)
{
    return qint64(random.between(quint64(low), quint64(high)));
}

// 3:2, the shape of most cameras' sensors, in whole 16-pixel JPEG blocks.
QSize pictureSize(double pixels)
{
    const int width = std::max(16, int(std::sqrt(pixels * 1.5)) / 16 * 16);
    return {width, std::max(16, width * 2 / 3 / 16 * 16)};
}

QByteArray encodeJpeg(const QImage &picture)
{
    QByteArray jpeg;
    QBuffer buffer(&jpeg);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, QByteArrayLiteral("jpeg"));
    writer.setQuality(SyntheticPictureJpegQuality);
    return writer.write(picture) ? jpeg : QByteArray();
}

// Fills a JPEG up to `bytes` with APP9 segments of random bytes, right after
// the JFIF header where cameras put theirs.
QByteArray padJpeg(QByteArray jpeg, qint64 bytes, Random &random)
{
    qsizetype insertAt = 2;
    if (jpeg.size() > 6 && uchar(jpeg[2]) == 0xFF && uchar(jpeg[3]) == 0xE0)
        insertAt = 4 + qFromBigEndian<quint16>(jpeg.constData() + 4);
    QByteArray padding;
    padding.reserve(bytes - jpeg.size());
    for (qint64 left = bytes - jpeg.size(); left > 0;) {
        qint64 segment = std::min(left, LargestPadding);
        if (left - segment > 0 && left - segment < SmallestPadding)
            segment = left - SmallestPadding; // leave room for a last whole segment
        const quint16 length = qToBigEndian<quint16>(quint16(segment - 2));
        padding.append("\xFF\xE9", 2);
        padding.append(reinterpret_cast<const char *>(&length), 2);
        padding.append(PaddingIdentifier, sizeof PaddingIdentifier);
        padding.append(randomBytes(random, segment - SmallestPadding));
        left -= segment;
    }
    return jpeg.insert(insertAt, padding);
}

QByteArray jpegContent(Random &random, qint64 bytes, const Cancellation *cancel)
{
    double pixels = double(bytes) * PictureShare / SyntheticPictureJpegBytesPerPixel;
    for (int attempt = 0; attempt < 8; ++attempt) {
        if (cancel && cancel->isRequested())
            return {};
        Random pictureRandom = random; // every attempt paints the same scene
        const QImage picture = paintSyntheticPicture(pictureRandom, pictureSize(pixels));
        if (cancel && cancel->isRequested())
            return {};
        const QByteArray jpeg = encodeJpeg(picture);
        if (jpeg.isEmpty())
            return {};
        if (jpeg.size() == bytes || jpeg.size() + SmallestPadding <= bytes)
            return padJpeg(jpeg, bytes, pictureRandom);
        // Came out too big (much more detail than usual): fewer pixels.
        pixels *= std::min(0.9, double(bytes) * PictureShare / double(jpeg.size()));
    }
    return {};
}

// A DNG-like RAW file: a little-endian TIFF header with one IFD describing
// a 16-bit colour-filter-array image, then the "sensor data".
QByteArray rawContent(Random &random, qint64 bytes)
{
    const QByteArray make("CompressMark\0", 13), model("Generated RAW\0", 14);
    constexpr quint16 Short = 3, Long = 4, Ascii = 2, Byte = 1;
    struct Entry
    {
        quint16 tag, type;
        quint32 count, value;
    };
    constexpr quint32 entries = 11;
    const quint32 makeOffset = 8 + 2 + entries * 12 + 4;
    const quint32 modelOffset = makeOffset + quint32(make.size());
    const quint32 dataOffset = modelOffset + quint32(model.size());
    const quint32 dataBytes = quint32(std::clamp<qint64>(bytes - dataOffset, 0, 0xFFFFFFFFll));
    const quint32 width = 6000, height = std::max<quint32>(1, dataBytes / 2 / width);
    const Entry ifd[entries] = {{0x00FE, Long, 1, 0},
                                {0x0100, Long, 1, width},
                                {0x0101, Long, 1, height},
                                {0x0102, Short, 1, 16},
                                {0x0103, Short, 1, 1},
                                {0x0106, Short, 1, 32803},
                                {0x010F, Ascii, quint32(make.size()), makeOffset},
                                {0x0110, Ascii, quint32(model.size()), modelOffset},
                                {0x0111, Long, 1, dataOffset},
                                {0x0117, Long, 1, dataBytes},
                                {0xC612, Byte, 4, 0x00000401}}; // DNGVersion 1.4.0.0

    QByteArray raw("II*\0", 4);
    auto append = [&raw](auto value) {
        const auto little = qToLittleEndian(value);
        raw.append(reinterpret_cast<const char *>(&little), sizeof little);
    };
    append(quint32(8));
    append(quint16(entries));
    for (const Entry &entry : ifd) {
        append(entry.tag);
        append(entry.type);
        append(entry.count);
        append(entry.value);
    }
    append(quint32(0)); // no next IFD
    raw += make;
    raw += model;
    raw.truncate(bytes);
    raw.append(randomBytes(random, bytes - raw.size()));
    return raw;
}

} // namespace

QList<PlannedFile> PhotosGenerator::planFiles(const DataSetSpec &spec)
{
    Random random(spec.seed, 0);
    QList<qint64> sizes;
    QList<bool> raws;
    qint64 planned = 0;
    while (planned < spec.bytes) {
        const qint64 remaining = spec.bytes - planned;
        // A remainder too short for a JPEG becomes a RAW file.
        const bool raw = sizes.size() % RawEvery == RawEvery - 1 || remaining < SmallestJpeg;
        const qint64 size = std::min(raw ? uniformBetween(random, SmallestRaw, LargestRaw)
                                         : uniformBetween(random, SmallestJpeg, LargestJpeg),
                                     remaining);
        if (size < SmallestFile && !sizes.isEmpty()) {
            sizes.last() += size;
        } else {
            sizes.append(size);
            raws.append(raw);
        }
        planned += size;
    }

    QList<PlannedFile> files;
    files.reserve(sizes.size());
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const QByteArray folder = "DCIM/" + QByteArray::number(100 + i / FilesPerFolder) + "CMARK";
        const QByteArray name
            = "IMG_" + QByteArray::number(i % 9999 + 1).rightJustified(4, '0') + (raws[i] ? ".DNG" : ".JPG");
        files.append(PlannedFile{folder + '/' + name, sizes[i]});
    }
    return files;
}

QByteArray PhotosGenerator::fileContent(const DataSetSpec &spec, qsizetype index, const PlannedFile &file,
                                        const Cancellation *cancel)
{
    Random random(spec.seed, quint64(index) + 1);
    return isRaw(file) ? rawContent(random, file.bytes) : jpegContent(random, file.bytes, cancel);
}

Status PhotosGenerator::generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                                 DataSetManifest *manifest) const
{
    *manifest = DataSetManifest::of(kind(), spec.seed);
    const FileProducer produce = [&spec, &cancel](qsizetype index, const PlannedFile &file, FileSink &sink) {
        const QByteArray content = fileContent(spec, index, file, &cancel);
        if (sink.isCancelled())
            return Status::cancelled();
        if (content.size() != file.bytes)
            return Status::failure(QStringLiteral("cannot encode a JPEG picture: is Qt's JPEG image-format "
                                                  "plugin (qjpeg) installed?"));
        return sink.write(content);
    };
    return writeStreamedFileSet(folder, planFiles(spec), produce, cancel, manifest);
}

Status PhotosGenerator::footprint(const DataSetSpec &spec, const Cancellation &, DataSetFootprint *footprint) const
{
    *footprint = footprintOf(planFiles(spec));
    return Status::ok();
}

} // namespace cm
