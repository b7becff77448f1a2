// SPDX-License-Identifier: GPL-3.0-or-later
#include "imagegenerator.h"

#include "datasets/randombytes.h"

#include <QByteArray>

#include <algorithm>

namespace cm {

QList<PlannedFile> ImageGenerator::planFiles(const DataSetSpec &spec)
{
    return {PlannedFile{QByteArrayLiteral("disk-image.iso"), spec.bytes}};
}

void ImageGenerator::fillBlock(const DataSetSpec &spec, qint64 block, char *out, qint64 size)
{
    // One stream per block: any block can be made on its own, in any order.
    Random random(spec.seed, quint64(block) + 1);
    fillRandom(random, out, size);
}

Status ImageGenerator::generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                                DataSetManifest *manifest) const
{
    *manifest = DataSetManifest::of(kind(), spec.seed);
    const FileProducer produce = [&spec](qsizetype, const PlannedFile &file, FileSink &sink) {
        QByteArray block(std::min(file.bytes, BlockBytes), Qt::Uninitialized);
        for (qint64 offset = 0, index = 0; offset < file.bytes; offset += BlockBytes, ++index) {
            const qint64 size = std::min(BlockBytes, file.bytes - offset);
            fillBlock(spec, index, block.data(), size);
            if (Status status = sink.write(block.constData(), size); !status)
                return status;
        }
        return Status::ok();
    };
    return writeStreamedFileSet(folder, planFiles(spec), produce, cancel, manifest);
}

Status ImageGenerator::footprint(const DataSetSpec &spec, const Cancellation &, DataSetFootprint *footprint) const
{
    *footprint = footprintOf(planFiles(spec));
    return Status::ok();
}

} // namespace cm
