module traxapp

go 1.26.8
