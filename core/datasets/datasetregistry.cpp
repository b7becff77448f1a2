#include "datasets/booksgenerator.h"
#include "datasets/datasetgenerator.h"

namespace cm {

QStringList dataSetKinds()
{
    return {QString::fromLatin1(BooksGenerator::Kind)};
}

std::unique_ptr<DataSetGenerator> makeDataSetGenerator(const QString &kind)
{
    if (kind == QLatin1String(BooksGenerator::Kind))
        return std::make_unique<BooksGenerator>();
    return nullptr;
}

} // namespace cm
