// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaynames.h"

#include "plan/datasetspec.h"
#include "plan/operation.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace cm {
namespace {

struct Names
{
    Q_DECLARE_TR_FUNCTIONS(DisplayNames)
};

} // namespace

QString dataSetTitle(const QString &kind)
{
    if (kind == QLatin1String("books"))
        return Names::tr("Books");
    if (kind == QLatin1String("photos"))
        return Names::tr("Photos");
    if (kind == QLatin1String("system"))
        return Names::tr("System files");
    if (kind == QLatin1String("image"))
        return Names::tr("Disk image");
    if (kind == QLatin1String("small"))
        return Names::tr("Small files");
    if (isFolderKind(kind)) {
        const QString folder = QDir::cleanPath(folderOfKind(kind));
        const QString name = QFileInfo(folder).fileName();
        return Names::tr("Folder %1").arg(name.isEmpty() ? shownPath(folder) : name);
    }
    return kind;
}

QStringList dataSetTitles(const QStringList &kinds)
{
    QStringList titles;
    titles.reserve(kinds.size());
    for (const QString &kind : kinds)
        titles.append(dataSetTitle(kind));
    return titles;
}

QString variantTitle(Variant variant)
{
    switch (variant) {
    case Variant::Plain:
        return Names::tr("compression off");
    case Variant::Compressed:
        return Names::tr("compression on");
    }
    return {};
}

QString operationTitle(const QString &name)
{
    const std::optional<Operation> operation = operationFromName(name);
    if (!operation)
        return name;
    switch (*operation) {
    case Operation::Read:
        return Names::tr("Read");
    case Operation::Write:
        return Names::tr("Write back");
    case Operation::Copy:
        return Names::tr("Copy");
    case Operation::Delete:
        return Names::tr("Delete");
    case Operation::Pack:
        return Names::tr("Pack");
    case Operation::Unpack:
        return Names::tr("Unpack");
    case Operation::SmallFiles:
        return Names::tr("Small files");
    case Operation::RandomReadsDepth1:
        return Names::tr("4 KiB random reads, depth 1");
    case Operation::RandomReadsDepth32:
        return Names::tr("4 KiB random reads, depth 32");
    case Operation::SequentialDirect:
        return Names::tr("Direct sequential read");
    }
    return name;
}

QString dataSizeText(qint64 bytes)
{
    const QLocale locale;
    const double value = double(bytes);
    constexpr double KiB = 1024.0, MiB = KiB * 1024.0, GiB = MiB * 1024.0, TiB = GiB * 1024.0;
    // At most three significant digits, as the charts' values, no trailing zeros.
    const auto shown = [&](double scaled) {
        return scaled >= 100.0 ? locale.toString(scaled, 'f', 0) : locale.toString(scaled, 'g', 3);
    };
    if (value >= TiB)
        return Names::tr("%1 TiB").arg(shown(value / TiB));
    if (value >= GiB)
        return Names::tr("%1 GiB").arg(shown(value / GiB));
    if (value >= MiB)
        return Names::tr("%1 MiB").arg(shown(value / MiB));
    if (value >= KiB)
        return Names::tr("%1 KiB").arg(shown(value / KiB));
    return Names::tr("%1 bytes").arg(locale.toString(bytes));
}

QString cacheModeTitle(CacheMode mode)
{
    switch (mode) {
    case CacheMode::Drop:
        return Names::tr("Drop all caches");
    case CacheMode::Evict:
        return Names::tr("Evict the data set's pages");
    case CacheMode::Fresh:
        return Names::tr("Fresh data each repetition");
    case CacheMode::Direct:
        return Names::tr("Direct I/O");
    }
    return {};
}

QString copierTitle(CopierChoice::Kind kind)
{
    switch (kind) {
    case CopierChoice::Kind::Serial:
        return Names::tr("Serial, one buffer");
    case CopierChoice::Kind::Parallel:
        return Names::tr("Parallel");
    case CopierChoice::Kind::Kernel:
        return Names::tr("Kernel copy (copy_file_range)");
    case CopierChoice::Kind::ReadOnly:
        return Names::tr("Read only, no writes");
    case CopierChoice::Kind::External:
        return Names::tr("External program");
    case CopierChoice::Kind::Robocopy:
        return Names::tr("robocopy");
    case CopierChoice::Kind::Uring:
        return Names::tr("io_uring, many files in flight");
    }
    return {};
}

QString compressionMethodTitle(CompressionMethod method)
{
    switch (method) {
    case CompressionMethod::Auto:
        return Names::tr("Automatic");
    case CompressionMethod::None:
        return Names::tr("None (plain only)");
    case CompressionMethod::LoopBtrfs:
        return Names::tr("btrfs image file on the drive");
    case CompressionMethod::LoopNtfs:
        return Names::tr("NTFS image file on the drive");
    case CompressionMethod::Wof:
        return Names::tr("WOF (compact /exe:), each file after writing");
    default:
        return Names::tr("%1, on the drive itself").arg(compressionMethodName(method));
    }
}

RunWords displayRunWords()
{
    RunWords words;
    words.dataSet = dataSetTitle;
    words.operation = [](Operation operation) { return operationTitle(operationName(operation)); };
    words.variant = variantTitle;
    words.dataSize = dataSizeText;
    return words;
}

} // namespace cm
