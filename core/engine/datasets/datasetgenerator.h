// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/datasetfootprint.h"
#include "plan/datasetmanifest.h"
#include "plan/datasetspec.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QStringList>

#include <memory>

namespace cm {

// Writes one kind of data set into a folder. Implementations are pure
// functions of the spec: same spec, same bytes, names and tree.
class DataSetGenerator
{
public:
    virtual ~DataSetGenerator() = default;

    virtual QString kind() const = 0;

    // Creates `folder` (it must not exist) and fills it. On failure or
    // cancel nothing of the data set is left behind.
    virtual Status generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                            DataSetManifest *manifest) const = 0;

    // What generate() would make, found without writing anything, so that a
    // run that could not hold it is refused before it starts.
    virtual Status footprint(const DataSetSpec &spec, const Cancellation &cancel,
                             DataSetFootprint *footprint) const = 0;
};

// The one place where data-set kinds are registered. The kinds for help
// texts and messages: books, photos, system, image, small, folder:PATH.
QStringList dataSetKinds();
// The data sets of the articles, measured when the user names none: a
// meaningful comparison without any choice.
QStringList articleDataSetKinds();
// Whether `kind` names a data set: one of the above, or "folder:" and a path.
bool isDataSetKind(const QString &kind);
// The generator of `kind`, or null for an unknown kind.
std::unique_ptr<DataSetGenerator> makeDataSetGenerator(const QString &kind);

} // namespace cm
