// SPDX-License-Identifier: GPL-3.0-or-later
#include "booksgenerator.h"

#include "datasets/prosegenerator.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr qint64 SmallestBook = 100 * KiB;
constexpr qint64 LargestBook = 5 * MiB;
constexpr int BooksPerShelf = 50;

enum class Format { Text, FictionBook, Html };

Format formatOf(qsizetype index)
{
    if (index % 5 == 3)
        return Format::FictionBook;
    if (index % 7 == 5)
        return Format::Html;
    return Format::Text;
}

const char *extensionOf(Format format)
{
    switch (format) {
    case Format::FictionBook:
        return "fb2";
    case Format::Html:
        return "html";
    case Format::Text:
        break;
    }
    return "txt";
}

struct Wrapping
{
    QByteArray header, paragraphOpen, paragraphClose, footer;
};

Wrapping wrappingOf(Format format, qsizetype index)
{
    const QByteArray title = "Book " + QByteArray::number(index + 1);
    switch (format) {
    case Format::FictionBook:
        return {"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                "<FictionBook xmlns=\"http://www.gribuser.ru/xml/fictionbook/2.0\">\n"
                "<description><title-info><book-title>"
                    + title
                    + "</book-title></title-info></description>\n"
                      "<body><section>\n",
                "<p>", "</p>\n", "</section></body>\n</FictionBook>\n"};
    case Format::Html:
        return {"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + title + "</title></head>\n<body>\n",
                "<p>", "</p>\n", "</body></html>\n"};
    case Format::Text:
        break;
    }
    return {title + "\n\n", "", "\n\n", ""};
}

// Cuts `text` to `bytes` without splitting a UTF-8 sequence, padding the
// gap with line breaks.
void cutToSize(QByteArray &text, qint64 bytes)
{
    if (text.size() <= bytes) {
        text.append(QByteArray(bytes - text.size(), '\n'));
        return;
    }
    qsizetype end = bytes;
    while (end > 0 && (uchar(text[end]) & 0xC0) == 0x80)
        --end;
    text.truncate(end);
    text.append(QByteArray(bytes - end, '\n'));
}

} // namespace

QList<PlannedFile> BooksGenerator::planFiles(const DataSetSpec &spec)
{
    Random random(spec.seed, 0);
    QList<qint64> sizes;
    qint64 planned = 0;
    while (planned < spec.bytes) {
        // Log-uniform sizes: many short books, a few long ones.
        const double logSize = std::log(double(SmallestBook))
            + random.uniform() * (std::log(double(LargestBook)) - std::log(double(SmallestBook)));
        qint64 size = std::min(qint64(std::exp(logSize)), spec.bytes - planned);
        if (size < SmallestBook && !sizes.isEmpty()) {
            sizes.last() += size; // a short remainder joins the last book
        } else {
            sizes.append(size);
        }
        planned += size;
    }

    QList<PlannedFile> files;
    files.reserve(sizes.size());
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const QByteArray shelf = "shelf-" + QByteArray::number(i / BooksPerShelf + 1).rightJustified(3, '0');
        const QByteArray name
            = "book-" + QByteArray::number(i + 1).rightJustified(5, '0') + '.' + extensionOf(formatOf(i));
        files.append(PlannedFile{shelf + '/' + name, sizes[i]});
    }
    return files;
}

QByteArray BooksGenerator::fileContent(const DataSetSpec &spec, qsizetype index, const PlannedFile &file)
{
    Random random(spec.seed, quint64(index) + 1);
    const Format format = formatOf(index);
    const Wrapping wrapping = wrappingOf(format, index);
    const auto script = (index % 3 == 1) ? ProseGenerator::Script::Cyrillic : ProseGenerator::Script::Latin;
    const ProseGenerator &prose = ProseGenerator::instance();

    const qint64 bodyBytes = std::max<qint64>(0, file.bytes - wrapping.footer.size());
    QByteArray text;
    text.reserve(file.bytes + 4 * KiB);
    text += wrapping.header;
    while (text.size() < bodyBytes) {
        text += wrapping.paragraphOpen;
        prose.appendParagraph(script, random, text);
        text += wrapping.paragraphClose;
    }
    cutToSize(text, bodyBytes);
    text += wrapping.footer;
    cutToSize(text, file.bytes); // only matters for files smaller than the wrapping
    return text;
}

Status BooksGenerator::generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                                DataSetManifest *manifest) const
{
    *manifest = DataSetManifest::of(kind(), spec.seed);
    const ContentFunction content
        = [&spec](qsizetype index, const PlannedFile &file) { return fileContent(spec, index, file); };
    return writeFileSet(folder, planFiles(spec), content, cancel, manifest);
}

Status BooksGenerator::footprint(const DataSetSpec &spec, const Cancellation &, DataSetFootprint *footprint) const
{
    *footprint = footprintOf(planFiles(spec));
    return Status::ok();
}

} // namespace cm
