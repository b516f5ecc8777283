console.log('seed: pending')
