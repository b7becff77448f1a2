#include "displaynames.h"

#include "datasets/datasetspec.h"
#include "plan/operation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

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
        return Names::tr("Folder %1").arg(name.isEmpty() ? folder : name);
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
    }
    return name;
}

} // namespace cm
