// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasets/booksgenerator.h"
#include "datasets/datasetgenerator.h"
#include "datasets/foldergenerator.h"
#include "datasets/imagegenerator.h"
#include "datasets/photosgenerator.h"
#include "datasets/smallfilesgenerator.h"
#include "datasets/systemgenerator.h"

namespace cm {

QStringList dataSetKinds()
{
    return {QString::fromLatin1(BooksGenerator::Kind),      QString::fromLatin1(PhotosGenerator::Kind),
            QString::fromLatin1(SystemGenerator::Kind),     QString::fromLatin1(ImageGenerator::Kind),
            QString::fromLatin1(SmallFilesGenerator::Kind), folderKind(QStringLiteral("PATH"))};
}

QStringList articleDataSetKinds()
{
    return {QString::fromLatin1(BooksGenerator::Kind), QString::fromLatin1(PhotosGenerator::Kind),
            QString::fromLatin1(SystemGenerator::Kind), QString::fromLatin1(ImageGenerator::Kind)};
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
    if (kind == QLatin1String(SystemGenerator::Kind))
        return std::make_unique<SystemGenerator>();
    if (const QString folder = folderOfKind(kind); !folder.isEmpty())
        return std::make_unique<FolderGenerator>(folder);
    return nullptr;
}

} // namespace cm
