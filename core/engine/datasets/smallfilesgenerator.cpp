// SPDX-License-Identifier: GPL-3.0-or-later
#include "smallfilesgenerator.h"

#include "datasets/prosegenerator.h"
#include "datasets/randombytes.h"

#include <algorithm>

namespace cm {
namespace {

bool isBinary(qsizetype index)
{
    return index % 3 == 2;
}

QByteArray folderOf(qint64 index)
{
    return "dir-" + QByteArray::number(index / SmallFilesGenerator::FilesPerFolder + 1).rightJustified(4, '0');
}

QByteArray pathOf(qint64 index)
{
    return folderOf(index) + "/file-" + QByteArray::number(index + 1).rightJustified(6, '0')
        + (isBinary(index) ? ".bin" : ".txt");
}

qint64 fileCount(const DataSetSpec &spec)
{
    return (spec.bytes + SmallFilesGenerator::FileBytes - 1) / SmallFilesGenerator::FileBytes;
}

} // namespace

QList<PlannedFile> SmallFilesGenerator::planFiles(const DataSetSpec &spec)
{
    const qint64 count = fileCount(spec);
    QList<PlannedFile> files;
    files.reserve(count);
    for (qint64 i = 0; i < count; ++i)
        files.append(PlannedFile{pathOf(i), std::min(FileBytes, spec.bytes - i * FileBytes)});
    return files;
}

// Counted, not planned: a large set has millions of files.
Status SmallFilesGenerator::footprint(const DataSetSpec &spec, const Cancellation &, DataSetFootprint *footprint) const
{
    const qint64 files = fileCount(spec);
    *footprint = DataSetFootprint{};
    footprint->add({});
    if (files > 0) {
        footprint->entries += files + (files + FilesPerFolder - 1) / FilesPerFolder - 1;
        footprint->add(pathOf(files - 1));
    }
    return Status::ok();
}

QByteArray SmallFilesGenerator::fileContent(const DataSetSpec &spec, qsizetype index, const PlannedFile &file)
{
    Random random(spec.seed, quint64(index) + 1);
    if (isBinary(index))
        return randomBytes(random, file.bytes);
    QByteArray text;
    text.reserve(file.bytes + 2 * 1024);
    while (text.size() < file.bytes) {
        ProseGenerator::instance().appendParagraph(ProseGenerator::Script::Latin, random, text);
        text += '\n';
    }
    text.truncate(file.bytes); // Latin script: one byte a character, no sequence to split
    return text;
}

Status SmallFilesGenerator::generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                                     DataSetManifest *manifest) const
{
    *manifest = DataSetManifest::of(kind(), spec.seed);
    const ContentFunction content
        = [&spec](qsizetype index, const PlannedFile &file) { return fileContent(spec, index, file); };
    return writeFileSet(folder, planFiles(spec), content, cancel, manifest);
}

} // namespace cm
