// The data sets there are. The system data set samples the system's files
// through Linux interfaces yet, so the Windows build has not got it
// (installer/windows.md).
#include "datasets/booksgenerator.h"
#include "datasets/datasetgenerator.h"
#include "datasets/foldergenerator.h"
#include "datasets/imagegenerator.h"
#include "datasets/photosgenerator.h"
#include "datasets/smallfilesgenerator.h"

#ifndef Q_OS_WIN
#include "datasets/systemgenerator.h"
#endif

namespace cm {

QStringList dataSetKinds()
{
#ifdef Q_OS_WIN
    return {QString::fromLatin1(BooksGenerator::Kind), QString::fromLatin1(PhotosGenerator::Kind),
            QString::fromLatin1(ImageGenerator::Kind), QString::fromLatin1(SmallFilesGenerator::Kind),
            folderKind(QStringLiteral("PATH"))};
#else
    return {QString::fromLatin1(BooksGenerator::Kind),      QString::fromLatin1(PhotosGenerator::Kind),
            QString::fromLatin1(SystemGenerator::Kind),     QString::fromLatin1(ImageGenerator::Kind),
            QString::fromLatin1(SmallFilesGenerator::Kind), folderKind(QStringLiteral("PATH"))};
#endif
}

QStringList articleDataSetKinds()
{
#ifdef Q_OS_WIN
    return {QString::fromLatin1(BooksGenerator::Kind), QString::fromLatin1(PhotosGenerator::Kind),
            QString::fromLatin1(ImageGenerator::Kind)};
#else
    return {QString::fromLatin1(BooksGenerator::Kind), QString::fromLatin1(PhotosGenerator::Kind),
            QString::fromLatin1(SystemGenerator::Kind), QString::fromLatin1(ImageGenerator::Kind)};
#endif
}

bool isDataSetKind(const QString &kind)
{
    return makeDataSetGenerator(kind) != nullptr;
}

std::unique_ptr<DataSetGenerator> makeDataSetGenerator(const QString &kind)
{
    if (kind == QLatin1String(BooksGenerator::Kind))
        return std::make_unique<BooksGenerator>();
    if (kind == QLatin1String(PhotosGenerator::Kind))
        return std::make_unique<PhotosGenerator>();
    if (kind == QLatin1String(ImageGenerator::Kind))
        return std::make_unique<ImageGenerator>();
    if (kind == QLatin1String(SmallFilesGenerator::Kind))
        return std::make_unique<SmallFilesGenerator>();
#ifndef Q_OS_WIN
    if (kind == QLatin1String(SystemGenerator::Kind))
        return std::make_unique<SystemGenerator>();
#endif
    if (const QString folder = folderOfKind(kind); !folder.isEmpty())
        return std::make_unique<FolderGenerator>(folder);
    return nullptr;
}

} // namespace cm
