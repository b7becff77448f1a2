// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/datasetgenerator.h"

namespace cm {

// "folder:PATH": a copy of a folder the user names, so the benchmark
// measures their own data. Only folders and regular files are copied;
// symbolic links (never followed), FIFOs, sockets, device nodes and
// unreadable files are left out and listed in the manifest. The data set is
// the whole folder: the requested size does not apply and the seed changes
// nothing. PATH itself may be a link; nothing below it is followed.
class FolderGenerator : public DataSetGenerator
{
public:
    explicit FolderGenerator(const QString &sourceFolder);

    QString kind() const override;
    Status generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                    DataSetManifest *manifest) const override;
    Status footprint(const DataSetSpec &spec, const Cancellation &cancel, DataSetFootprint *footprint) const override;

    const QString &sourceFolder() const { return m_source; }

private:
    QString m_source;
};

} // namespace cm
