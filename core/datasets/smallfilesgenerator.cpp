#include "smallfilesgenerator.h"

#include "datasets/prosegenerator.h"
#include "datasets/randombytes.h"

namespace cm {
namespace {

bool isBinary(qsizetype index)
{
    return index % 3 == 2;
}

} // namespace

QList<PlannedFile> SmallFilesGenerator::planFiles(const DataSetSpec &spec)
{
    const qint64 count = (spec.bytes + FileBytes - 1) / FileBytes;
    QList<PlannedFile> files;
    files.reserve(count);
    for (qint64 i = 0; i < count; ++i) {
        const QByteArray folder = "dir-" + QByteArray::number(i / FilesPerFolder + 1).rightJustified(4, '0');
        const QByteArray name = "file-" + QByteArray::number(i + 1).rightJustified(6, '0')
            + (isBinary(i) ? ".bin" : ".txt");
        files.append(PlannedFile{folder + '/' + name, std::min(FileBytes, spec.bytes - i * FileBytes)});
    }
    return files;
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
    const ContentFunction content = [&spec](qsizetype index, const PlannedFile &file) {
        return fileContent(spec, index, file);
    };
    return writeFileSet(folder, planFiles(spec), content, cancel, manifest);
}

} // namespace cm
